// Which script table belongs to a card list: the demo set's ids start with "bzd-", the Beta
// set's ids end with "_en". Anything else loads with keywords only (the rest manual).
import { ScriptTable, type RawCard } from "./load";
import { BETA_SCRIPTS } from "./beta";
import { DEMO_SCRIPTS } from "./demo";

export function scriptsFor(raw: readonly RawCard[]): ScriptTable | Record<string, unknown> {
  if (raw.length > 0 && raw.every((c) => c.id.startsWith("bzd-"))) return new ScriptTable(DEMO_SCRIPTS);
  if (raw.length > 0 && raw.every((c) => c.id.endsWith("_en"))) return new ScriptTable(BETA_SCRIPTS);
  return {};
}
