// Every `custom` handler of the bundled sets by name, gathered from the entries that define them
// (beta.ts, demo.ts); effects.ts runs a `custom` op through this table.
import { BETA_SCRIPTS } from "./beta";
import type { CustomHandlers } from "./custom";
import { DEMO_SCRIPTS } from "./demo";
import { ScriptTable } from "./load";

export const CUSTOM_OPS: CustomHandlers = {
  ...new ScriptTable(BETA_SCRIPTS).customHandlers(),
  ...new ScriptTable(DEMO_SCRIPTS).customHandlers(),
};
