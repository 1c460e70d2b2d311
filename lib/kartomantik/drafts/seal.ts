// When a draft's secrets may leave the server. The seed, with the public card list, reproduces
// the whole hidden deck; the deck stays hidden as long as an undo can reopen the draft. So one
// condition decides both: a draft is sealed once it is over AND its decks are locked (the
// organizer's lock or the tournament's start). From then on undo is refused and the log and the
// archive carry the seed; before, neither does, whatever the draft's status.
import type { PoolClient } from "pg";

export async function draftSealed(client: Pick<PoolClient, "query">, eventId: string): Promise<boolean> {
  const { rows } = await client.query<{ sealed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM "Draft" WHERE "eventId" = $1 AND status = 'finished')
        AND EXISTS (SELECT 1 FROM "Deck" k JOIN "Seat" s ON s.id = k."seatId" WHERE s."eventId" = $1 AND k."lockedAt" IS NOT NULL) AS sealed`,
    [eventId],
  );
  return rows[0]?.sealed === true;
}
