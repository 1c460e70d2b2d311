// The Punti Ordine scorepad over HTTP (issue 22 §4): both players of the match write it (device
// cookie, never the body), the event's organizer corrects it; bad input and stale clients are
// refused with the reason and change nothing; every change is an entry of the event's log; the
// last change is undone by its author only; the target decides the match, which the opponent confirms.
import { randomBytes, randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seatA, seatB } from "@/tests/tournament/places";
import { ctx, post } from "../setup/route-request";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { DEVICE_COOKIE } = await import("@/lib/players/device");
const { mounted } = await import("../setup/mount");
const scoreRoute = mounted("ken", "events/[eventId]/matches/[matchId]/scorepad");
const correctRoute = mounted("ken", "events/[eventId]/matches/[matchId]/scorepad/correct");
const confirmRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/confirm/route");
const { kenTournament } = await import("./setup");
const { eventWith } = await import("../tournament/setup");

const asDevice = (device: string) => {
  state.cookies.clear();
  state.cookies.set(DEVICE_COOKIE, device);
};
const asOrganizer = (id: string | null) => {
  state.cookies.clear();
  state.organizer = id ? { id, email: `${id}@test.it`, name: "Org" } : null;
};
const points = (seat: "a" | "b", delta: number, reason = "vita_sconfitta", colour = "verdi") => ({
  op: "points",
  seat,
  colour,
  delta,
  reason,
});
const scoreLog = (eventId: string) =>
  db().eventLog.findMany({ where: { eventId, type: "ken.score" }, orderBy: { seq: "asc" } });

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("the scorepad routes", () => {
  it("only the match's players write it; another seat, an unseated phone, another organizer are refused", async () => {
    const night = await kenTournament({ players: 3 });
    const m = night.match;
    const third = night.seatIds.find((s) => s !== seatA(m) && s !== seatB(m))!;
    const params = { eventId: night.event.id, matchId: m.id };
    const body = { op: points("a", 2), seen: 0, idempotencyKey: randomUUID() };
    expect((await scoreRoute.POST(post(body), ctx(params))).status).toBe(403);
    asDevice(randomBytes(32).toString("base64url"));
    expect((await scoreRoute.POST(post(body), ctx(params))).status).toBe(403);
    asDevice(night.deviceOf(third));
    const foreign = await scoreRoute.POST(post(body), ctx(params));
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe("match_not_yours");
    const other = await eventWith(1);
    asOrganizer(other.organizer.id);
    expect((await correctRoute.POST(post(body), ctx(params))).status).toBe(403);
    asOrganizer(null);
    expect((await correctRoute.POST(post(body), ctx(params))).status).toBe(401);
    expect(await scoreLog(night.event.id)).toHaveLength(0);
  });

  it("bad input (0 points, an unknown reason or phase, 4 cards drawn) is 400 with the field; nothing is written", async () => {
    const night = await kenTournament();
    const params = { eventId: night.event.id, matchId: night.match.id };
    asDevice(night.deviceOf(seatA(night.match)));
    for (const op of [
      points("a", 0),
      points("a", 2, "magia"),
      points("c" as "a", 2),
      { op: "advance", draws: 4 },
      { op: "teleport" },
    ]) {
      const res = await scoreRoute.POST(post({ op, seen: 0, idempotencyKey: randomUUID() }), ctx(params));
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(/op/);
    }
    expect(await scoreLog(night.event.id)).toHaveLength(0);
  });

  // Regolamento, Carte Luogo › Luoghi Abitati ("danno Punti Ordine a chi li possiede"; "perdi i Punti Ocra"):
  // the Ocra held never go below 0, for a player and for the organizer's correction alike.
  it("taking Ocra below 0 is refused (409 ken_ocra_below_zero, saying what there is); nothing is written", async () => {
    const night = await kenTournament();
    const params = { eventId: night.event.id, matchId: night.match.id };
    asDevice(night.deviceOf(seatA(night.match)));
    const res = await scoreRoute.POST(
      post({ op: points("a", -1, "ocra_persi", "ocra"), seen: 0, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(res.status).toBe(409);
    const { error } = await res.json();
    expect(error.code).toBe("ken_ocra_below_zero");
    expect(error.message).toContain("Non si possono togliere 1 Ocra: non ce n'è nessuno.");
    asOrganizer(night.event.organizerId);
    const corrected = await correctRoute.POST(
      post({ op: points("b", -2, "correzione", "ocra"), seen: 0, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(corrected.status).toBe(409);
    expect(await scoreLog(night.event.id)).toHaveLength(0);
    // A Preludio's cost starts below 0 ("partire con un negativo di Punti Ordine", Carte Preludio).
    asDevice(night.deviceOf(seatA(night.match)));
    const cost = await scoreRoute.POST(
      post({ op: points("a", -2, "preludio_costo", "altri"), seen: 0, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(cost.status).toBe(200);
  });

  // Regolamento, Sequenza di Gioco: «Nel proprio primo Turno, solo in questo caso, … questa Fase è da saltare»
  // (Ordine e Disimpegno), «Un giocatore deve sempre Pescare almeno 1 carta e mai più di 3» (Pescata).
  it("the rulebook's refusals say why: a reason against its colour (422), no cards drawn, Verdi of Ordine in a first turn (409)", async () => {
    const night = await kenTournament();
    const params = { eventId: night.event.id, matchId: night.match.id };
    asDevice(night.deviceOf(seatA(night.match)));
    const send = (op: unknown) => scoreRoute.POST(post({ op, seen: 0, idempotencyKey: randomUUID() }), ctx(params));
    const gain = await send(points("a", 5, "ocra_persi", "ocra"));
    expect(gain.status).toBe(422);
    const { error } = await gain.json();
    expect(error).toMatchObject({ code: "ken_reason_mismatch" });
    expect(error.message).toContain("gli Ocra persi sono Ocra e si tolgono");
    const noDraws = await send({ op: "advance" });
    expect(noDraws.status).toBe(409);
    expect((await noDraws.json()).error.code).toBe("ken_draws_required");
    const verdi = await send(points("a", 2, "verdi_ordine"));
    expect(verdi.status).toBe(409);
    expect((await verdi.json()).error.code).toBe("ken_verdi_not_now");
    expect(await scoreLog(night.event.id)).toHaveLength(0);
    expect((await send({ op: "advance", draws: 2 })).status).toBe(200);
  });

  it("every change is an entry of the event's log (who, when, why); a retry is answered once; a stale client gets the scorepad", async () => {
    const night = await kenTournament();
    const [a, b] = [seatA(night.match), seatB(night.match)!];
    const params = { eventId: night.event.id, matchId: night.match.id };
    asDevice(night.deviceOf(a));
    const key = randomUUID();
    const first = await scoreRoute.POST(post({ op: points("a", 3), seen: 0, idempotencyKey: key }), ctx(params));
    expect(first.status).toBe(200);
    expect((await first.json()).scorepad).toMatchObject({ seq: 1, game: { points: { a: { verdi: 3 } } } });
    const retry = await scoreRoute.POST(post({ op: points("a", 3), seen: 0, idempotencyKey: key }), ctx(params));
    expect(await retry.json()).toMatchObject({ duplicate: true, scorepad: { seq: 1 } });

    asDevice(night.deviceOf(b!));
    const stale = await scoreRoute.POST(
      post({ op: points("b", 1), seen: 0, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(stale.status).toBe(409);
    const staleBody = await stale.json();
    expect(staleBody.error.code).toBe("ken_scorepad_stale");
    expect(staleBody.error.details.scorepad.seq).toBe(1);

    const log = await scoreLog(night.event.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor: `seat:${a}`,
      payload: { matchId: night.match.id, n: 1, game: 1, op: { op: "points", delta: 3, reason: "vita_sconfitta" } },
    });
    expect(log[0]!.createdAt).toBeInstanceOf(Date);
    // Live: the tournament view (the stream's message) carries the scorepad for the opponent and the projector.
    expect((await night.view()).extras?.scorepads).toEqual([
      expect.objectContaining({
        matchId: night.match.id,
        seq: 1,
        game: expect.objectContaining({ turn: 1, phase: "pescata" }),
      }),
    ]);
  });

  it("the last change is undone by its author only; the organizer corrects", async () => {
    const night = await kenTournament();
    const [a, b] = [seatA(night.match), seatB(night.match)!];
    const params = { eventId: night.event.id, matchId: night.match.id };
    asDevice(night.deviceOf(a));
    await scoreRoute.POST(post({ op: points("b", 4), seen: 0, idempotencyKey: randomUUID() }), ctx(params));
    asDevice(night.deviceOf(b!));
    const notYours = await scoreRoute.POST(
      post({ op: { op: "undo" }, seen: 1, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(notYours.status).toBe(403);
    expect((await notYours.json()).error).toMatchObject({
      code: "ken_undo_not_yours",
      message: "L'ultima modifica è del giocatore A: solo chi l'ha fatta può annullarla.",
    });
    asDevice(night.deviceOf(a));
    const undone = await scoreRoute.POST(
      post({ op: { op: "undo" }, seen: 1, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(undone.status).toBe(200);
    const pad = (await undone.json()).scorepad;
    expect(pad.game.points.b.verdi).toBe(0);
    expect(pad.entries[1]).toMatchObject({ n: 1, undone: true });
    const nothing = await scoreRoute.POST(
      post({ op: { op: "undo" }, seen: 2, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    // The match's scorepad, not "this game": an undo reaches back into the previous game (scorepad.test.ts).
    expect((await nothing.json()).error).toMatchObject({
      code: "ken_undo_nothing",
      message: "Non c'è nessuna modifica da annullare nel segnapunti di questo incontro.",
    });

    asOrganizer(night.organizer.id);
    const fixed = await correctRoute.POST(
      post({ op: points("b", 2, "correzione", "ocra"), seen: 2, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(fixed.status).toBe(200);
    expect((await fixed.json()).scorepad.game.points.b).toEqual({ verdi: 0, ocra: 2, altri: 0 });
    expect((await scoreLog(night.event.id)).at(-1)).toMatchObject({ actor: `organizer:${night.organizer.id}` });
  });

  it("reaching the event's target reports the match from the scorepad; the opponent confirms; the standings move", async () => {
    const night = await kenTournament({ end: { kind: "target", points: 10 } });
    const [a, b] = [seatA(night.match), seatB(night.match)!];
    const params = { eventId: night.event.id, matchId: night.match.id };
    asDevice(night.deviceOf(b!));
    await scoreRoute.POST(post({ op: points("b", 6), seen: 0, idempotencyKey: randomUUID() }), ctx(params));
    const win = await scoreRoute.POST(post({ op: points("b", 4), seen: 1, idempotencyKey: randomUUID() }), ctx(params));
    expect((await win.json()).scorepad).toMatchObject({
      over: true,
      result: [[0, 1]],
      gamesWon: { a: 0, b: 1 },
    });
    let match = (await night.view()).matches.find((m) => m.id === night.match.id)!;
    expect(match).toMatchObject({ status: "reported", report: { points: [[0, 1]] }, reportedBy: b });
    const after = await scoreRoute.POST(
      post({ op: points("a", 1), seen: 2, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect((await after.json()).error.code).toBe("ken_game_over");

    // The deciding change undone by its author: the report is withdrawn, the game goes on.
    const undo = await scoreRoute.POST(
      post({ op: { op: "undo" }, seen: 2, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect((await undo.json()).scorepad.over).toBe(false);
    match = (await night.view()).matches.find((m) => m.id === night.match.id)!;
    expect(match).toMatchObject({ status: "scheduled", report: null });
    await scoreRoute.POST(post({ op: points("b", 5), seen: 3, idempotencyKey: randomUUID() }), ctx(params));
    match = (await night.view()).matches.find((m) => m.id === night.match.id)!;
    expect(match.status).toBe("reported");

    asDevice(night.deviceOf(a));
    const confirmed = await confirmRoute.POST(
      post({ version: match.version, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(confirmed.status).toBe(200);
    const view = await night.view();
    expect(view.standings[0]).toMatchObject({ id: b, score: 1, gamesWon: 1 });
    const closed = await scoreRoute.POST(
      post({ op: { op: "undo" }, seen: 4, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(closed.status).toBe(409);
    expect((await closed.json()).error.code).toBe("ken_scorepad_not_running");
    const types = (await db().eventLog.findMany({ where: { eventId: night.event.id }, orderBy: { seq: "asc" } })).map(
      (e) => e.type,
    );
    expect(types.filter((t) => t.startsWith("match."))).toEqual([
      "match.reported",
      "match.report_withdrawn",
      "match.reported",
      "match.confirmed",
    ]);
  });

  it("«Si perde la partita se si finisce il mazzo del Futuro» (Carte Preludio): a player who ran out loses at once under a Punti Ordine target, ahead on points or not; reported for the opponent", async () => {
    const night = await kenTournament({ end: { kind: "target", points: 10 } });
    const params = { eventId: night.event.id, matchId: night.match.id };
    asDevice(night.deviceOf(seatA(night.match)));
    const ahead = await scoreRoute.POST(
      post({ op: points("a", 5), seen: 0, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(ahead.status).toBe(200);
    const out = await scoreRoute.POST(
      post({ op: { op: "futuro", seat: "a" }, seen: 1, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(out.status).toBe(200);
    expect((await out.json()).scorepad.result).toEqual([[0, 1]]);
    const match = await db().match.findUniqueOrThrow({ where: { id: night.match.id } });
    expect(match).toMatchObject({ status: "reported", reportedBy: seatA(night.match) });
    expect(match.report).toMatchObject({ points: [[0, 1]] });
  });

  it("'the players declare the winner': ending needs a winner named", async () => {
    const night = await kenTournament({ end: { kind: "declared" } });
    const params = { eventId: night.event.id, matchId: night.match.id };
    asDevice(night.deviceOf(seatA(night.match)));
    const none = await scoreRoute.POST(post({ op: { op: "end" }, seen: 0, idempotencyKey: randomUUID() }), ctx(params));
    expect(none.status).toBe(409);
    expect((await none.json()).error.message).toBe("La partita non è finita: scegliete il vincitore.");
    const named = await scoreRoute.POST(
      post({ op: { op: "end", winner: "a" }, seen: 0, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect((await named.json()).scorepad.result).toEqual([[1, 0]]);
  });
});
