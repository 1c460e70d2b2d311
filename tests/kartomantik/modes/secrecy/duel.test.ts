// The issue 29 §12 secrecy properties for the duel, seeds 1–500 (what is checked: ./suite.ts). They replace the
// older per-action check of tests/kartomantik/property.test.ts, blind to what an option may reach.
import { secrecySuite } from "./suite";

secrecySuite("duel", 1, 500);
