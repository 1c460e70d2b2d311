// The games' projector boards before the tournament (a Draft Bazaar's draft), one line each (server
// components). A registry of its own, like the seat pages': the projector's client bundle then holds only
// what a projector can show.
import type { ReactNode } from "react";
import { ProjectorBoard as KARTOMANTIK } from "@/components/kartomantik/projector-board";

/** The board for the event, or null while the game has nothing to show before its tournament (the
 * projector then shows the join code and the seats). */
type ProjectorBoard = (props: { eventId: string; eventName: string }) => Promise<ReactNode | null>;

const PROJECTOR_BOARDS: Record<string, ProjectorBoard> = { kartomantik: KARTOMANTIK };

/** A game's projector board before the tournament, or null where it has none. */
export function projectorBoardOf(game: string): ProjectorBoard | null {
  return Object.hasOwn(PROJECTOR_BOARDS, game) ? PROJECTOR_BOARDS[game]! : null;
}
