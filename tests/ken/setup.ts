// A started Ken il Guerriero event in a test: an organizer, our card list, two (or more) seated
// phones with legal decks, the round robin running.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { db } from "@/lib/db/client";
import { createEvent } from "@/lib/events/events";
import { joinEvent } from "@/lib/events/seats";
import { saveKenCardList } from "@/lib/ken/card-lists";
import { saveMyKenDeck } from "@/lib/ken/decks";
import type { KenEnd } from "@/lib/ken/end-condition";
import { startTournament } from "@/lib/tournament/start";
import { tournamentView } from "@/lib/tournament/views";
import { unique } from "../setup/fixtures";
import { CARDS_CSV, deckText, futuro } from "./fixtures";
import { seatB } from "@/tests/tournament/places";

export const KEN_NAMES = ["Kenshiro", "Raoh", "Toki", "Jagi"];

export async function kenTournament(opts: { players?: number; bestOf?: 1 | 3; end?: KenEnd } = {}) {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  const event = await createEvent(organizer.id, {
    name: "Ken night",
    game: "ken",
    format: "standard",
    bestOf: opts.bestOf ?? 1,
    end: opts.end ?? { kind: "target", points: 10 },
  });
  await saveKenCardList(organizer.id, event.id, { fileName: "carte.csv", content: readFileSync(CARDS_CSV, "utf8") });
  const devices: string[] = [];
  const seatIds: string[] = [];
  for (const name of KEN_NAMES.slice(0, opts.players ?? 2)) {
    const device = randomBytes(32).toString("base64url");
    seatIds.push((await joinEvent(device, { code: event.joinCode, name })).seat.id);
    devices.push(device);
    await saveMyKenDeck(event.id, device, { text: deckText({ Futuro: futuro(75) }) }, "it");
  }
  await startTournament(organizer.id, event.id);
  const view = async () => (await tournamentView(event.id))!;
  const first = (await view()).matches.find((m) => seatB(m) !== null)!;
  const deviceOf = (seatId: string) => devices[seatIds.indexOf(seatId)]!;
  return { organizer, event, devices, seatIds, view, match: first, deviceOf };
}
