// Issue 29 §12 secrecy properties, 2v2 seeds 501–1000. What is checked, why the older property test missed items 1
// and 3, the failures shown with the fixes reverted: ./suite.ts.
import { secrecySuite } from "./suite";

secrecySuite("2v2", 501, 1000);
