// Ken il Guerriero on the server (lib/game-registry/module.ts): every player registered a legal deck
// list (checked when saved), all lock at the start; the tournament's view carries the end condition
// and the Punti Ordine scorepads (public, as on paper).
import { z } from "zod";
import { AppError } from "@/lib/errors";
import type { GameModule } from "@/lib/game-registry/module";
import { KEN } from "@/lib/ken/definition";
import { archivedKenDecks, lockKenDecksIn } from "@/lib/ken/decks";
import { kenEndInput, kenEndOf } from "@/lib/ken/end-condition";
import type { KenExtras } from "@/lib/ken/extras";
import { scorepadsOf } from "@/lib/ken/scorepad-read";

export const KEN_MODULE: GameModule<"ken"> = {
  ...KEN,
  settings: z.object({ end: kenEndInput.default({ kind: "declared" }) }),
  async start(tx, event, seats) {
    if (event.status !== "setup") throw new AppError("tournament_started");
    const kenDecksLocked = await lockKenDecksIn(tx, event.id, seats);
    return { log: { decksLocked: [], ...(kenDecksLocked ? { kenDecksLocked } : {}) } };
  },
  archiveDecks: archivedKenDecks,
  tournamentExtras: async (tx, event, bestOf): Promise<KenExtras> => ({
    kenEnd: kenEndOf(event.settings.end),
    scorepads: await scorepadsOf(tx, event.id, bestOf),
  }),
};
