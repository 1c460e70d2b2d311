// Fan-out of Incantesium challenges to this instance's SSE streams: the shared engine-game hub
// (lib/engine-games/hub.ts) with each viewer's projection of lib/incantesium/views.ts.
import { engineGameHub } from "@/lib/engine-games/hub";
import { incRules } from "@/lib/incantesium/play";
import { incMessage } from "@/lib/incantesium/views";

/** readIncGame: the challenge's row and its log entries after a sequence; incStream: one viewer's stream, the current
 * projection first (with what was missed), then every change. */
export const {
  read: readIncGame,
  hub: incHub,
  stream: incStream,
} = engineGameHub({ rules: incRules, holder: "bazaarIncHub", message: incMessage });
