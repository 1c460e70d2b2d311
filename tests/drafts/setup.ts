// A draft night in a test: an organizer, an event on the bundled demo set, N seated phones.
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { importCatalog } from "@/lib/kartomantik/cards/import";
import { startDraft } from "@/lib/kartomantik/drafts/control";
import { play } from "@/lib/kartomantik/drafts/aggregate";
import type { PlayInput } from "@/lib/kartomantik/drafts/play-input";
import { SNAPSHOT_ONLY, readUpdate } from "@/lib/kartomantik/drafts/draft-hub";
import { createEvent } from "@/lib/events/events";
import { joinEvent } from "@/lib/events/seats";
import { loadDemo, unique } from "../setup/fixtures";

export const NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elsa", "Fabio"];

export async function draftNight(
  players: number,
  opts: {
    clockSeconds?: number | null;
    composition?: Record<string, number>;
    /** Called with the seated event just before the organizer starts the draft. */
    beforeStart?: (eventId: string) => Promise<void>;
  } = {},
) {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  const setName = unique("DraftSet");
  const set = await importCatalog(
    loadDemo().map((c) => ({ ...c, setName })),
    { source: "cli" },
  );
  const event = await createEvent(organizer.id, {
    name: "Draft",
    game: "kartomantik",
    format: "draft_bazaar",
    bestOf: 3,
    cardSetId: set.setId,
  });
  const devices: string[] = [];
  for (let i = 0; i < players; i++) {
    const device = randomBytes(32).toString("base64url");
    await joinEvent(device, { code: event.joinCode, name: NAMES[i]! });
    devices.push(device);
  }
  const composition = (opts.composition ?? { wills: 12, minor: 8, medium: 11, major: 5 }) as {
    wills: number;
    minor: number;
    medium: number;
    major: number;
  };
  await opts.beforeStart?.(event.id);
  const started = await startDraft(organizer.id, event.id, {
    composition,
    acceptShortDraft: true,
    clockSeconds: opts.clockSeconds ?? null,
  });
  const current = async () => (await readUpdate(started.draftId, SNAPSHOT_ONLY))!.snapshot;
  /** The device of player index i (seat order at the start = join order here). */
  const as = (player: number) => ({
    play: (input: Omit<PlayInput, "idempotencyKey" | "seenSeq"> & { seenSeq?: number; idempotencyKey?: string }) =>
      current().then((s) =>
        play(event.id, devices[player]!, { seenSeq: s.seq, idempotencyKey: randomUUID(), ...input }),
      ),
  });
  return { organizer, event, draftId: started.draftId, devices, current, as };
}
