// What a Ken il Guerriero event adds to the tournament's view (TournamentView.extras, from its module's
// tournamentExtras), read the same on the server and in the browser.
import type { KenEndRule } from "@/engine/ken";
import type { ScorepadView } from "@/lib/ken/scorepad-read";

/** What a Ken event adds to the tournament's view (TournamentView.extras). */
export type KenExtras = {
  kenEnd: KenEndRule;
  scorepads: ScorepadView[];
};

/** A tournament view's Ken extras (none yet: the players declare, no pad). */
export const kenExtrasOf = (extras: Record<string, unknown> | undefined): KenExtras => ({
  kenEnd: (extras?.kenEnd as KenEndRule | undefined) ?? { kind: "declared" },
  scorepads: (extras?.scorepads as ScorepadView[] | undefined) ?? [],
});
