// Issue 29 §12 secrecy properties, ffa seeds 1–500. What is checked, why the older property test missed items 1
// and 3, the failures shown with the fixes reverted: ./suite.ts.
import { secrecySuite } from "./suite";

secrecySuite("ffa", 1, 500);
