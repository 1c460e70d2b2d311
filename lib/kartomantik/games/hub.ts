// Fan-out of Kartomantik's engine games to this instance's SSE streams: the shared engine-game hub
// (lib/engine-games/hub.ts) with each viewer's projection of lib/kartomantik/games/views.ts.
import { viewShared } from "@/engine/kartomantik";
import { engineGameHub } from "@/lib/engine-games/hub";
import { gameRules } from "@/lib/kartomantik/games/play";
import { gameMessage } from "@/lib/kartomantik/games/views";

/** readGame: the game's row and its log entries after a sequence; gameStream: one viewer's stream, the current
 * projection first (with what they missed after Last-Event-ID), then every change. */
export const {
  read: readGame,
  hub: gameHub,
  stream: gameStream,
} = engineGameHub({
  rules: gameRules,
  holder: "bazaarGameHub",
  message: gameMessage,
  shared: viewShared,
});
