// What the game table (GameTable.tsx) and its seat strip (SeatStrip.tsx) are given.
import type { CardView, GameView } from "@/engine/kartomantik";
import type { Wait } from "@/lib/kartomantik/games/views";
import type { CardExtra } from "./GameCard";

export interface TableProps {
  view: GameView;
  /** The player sitting at the bottom (the viewer, or player 0 for spectators and judges). */
  bottom: number;
  label: (player: number) => string;
  /** The viewer's seat when a player looks (the Pila says "yours" for their items). */
  mine?: number | null;
  nameOf: (card: CardView) => string;
  extraOf?: (def: string) => CardExtra | undefined;
  /** Names of cards by instance id (for abilities on the Pila). */
  names: Map<string, string>;
  playable?: Set<string>;
  highlight?: Set<string>;
  selected?: string | null;
  onSelect?: (iid: string) => void;
  /** Who may act now (the server's, by the engine's rules: every open decision's seats, a 2v2 team's both seats on
   * team priority); without it (the replay) the view's priority and decisions. */
  waits?: Wait[];
  /** Which seats the server's bot plays (a seat may be handed to it during the game). */
  bots?: boolean[];
  /** A table of 3–5: every seat on one line each (name, side, points, hand, bot, whose move) above the play, the
   * other seats' zones folded under their line until tapped ("folded": a player's phone) or shown ("open"). */
  strip?: "folded" | "open";
}
