// The benchmark's events, set up over HTTP as real users would: the demo organizer logs in, creates
// the events on the bundled set, players join with their own device cookies, the organizer starts
// each draft; then the SSE clients open (one projector per event, the rest phones of its players).
import type { z } from "zod";
import { DEFAULT_COMPOSITION } from "@/engine/kartomantik/draft";
import type { CardSetItem } from "@/lib/kartomantik/cards/sets";
import type { startInput } from "@/lib/kartomantik/drafts/control";
import type { DraftViewMessage } from "@/lib/kartomantik/drafts/views";
import type { createEvent, NewEventRequest } from "@/lib/events/events";
import type { joinInput } from "@/lib/events/seats";
import type { RunningApp } from "./app";
import type { Options } from "./cli";
import { CookieJar, expectOk, mapLimit, type HttpClient } from "./http";
import { SseClient, type DraftMessage } from "./sse";

export interface Player {
  index: number;
  jar: CookieJar;
}

export interface EventRun {
  n: number;
  id: string;
  joinCode: string;
  players: Player[];
  clients: SseClient[];
  /** Newest view known to the driver (from its projector stream or a play response). */
  view: DraftViewMessage | null;
  wake: (() => void) | null;
  /** seq → performance.now() when the POST that produced it was sent. */
  sentAt: Map<number, number>;
  /** seq → what the accepted action was (latencies are reported for bids). */
  kindOf: Map<number, string>;
  /** POST send → response received, per accepted action. */
  roundTrips: number[];
  /** seq → when its POST response arrived. */
  answeredAt: Map<number, number>;
  finished: boolean;
}

export const log = (line: string) => process.stderr.write(`» ${line}\n`);
export const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

/** Resolves when something calls `holder.wake` (its streams brought news), or after `ms`. */
export function woken(holder: { wake: (() => void) | null }, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      holder.wake = null;
      resolve();
    }
    holder.wake = done;
  });
}

export async function login(http: HttpClient, app: RunningApp): Promise<CookieJar> {
  const jar = new CookieJar();
  const csrf = expectOk(await http.request("GET", "/api/auth/csrf", { jar }), "GET /api/auth/csrf") as {
    csrfToken: string;
  };
  const callbackUrl = `http://127.0.0.1:${app.port}/`;
  const form = {
    csrfToken: csrf.csrfToken,
    email: app.login.email,
    password: app.login.password,
    json: "true",
    callbackUrl,
  };
  const res = await http.request("POST", "/api/auth/callback/credentials", { jar, form });
  if (!jar.get("next-auth.session-token"))
    throw new Error(`organizer login failed: HTTP ${res.status} ${res.text.slice(0, 200)}`);
  return jar;
}

type Created = Pick<Awaited<ReturnType<typeof createEvent>>, "id" | "joinCode">;

export async function setupEvents(http: HttpClient, organizer: CookieJar, o: Options): Promise<EventRun[]> {
  const { sets } = expectOk(
    await http.request("GET", "/api/kartomantik/card-sets"),
    "GET /api/kartomantik/card-sets",
  ) as {
    sets: CardSetItem[];
  };
  const set = sets.find((s) => s.source === "bundled");
  if (!set) throw new Error("no bundled card set");

  const numbers = Array.from({ length: o.events }, (_, n) => n);
  const events = await mapLimit(numbers, 8, async (n): Promise<EventRun> => {
    const body: NewEventRequest = {
      name: `Bench draft ${n + 1}`,
      format: "draft_bazaar",
      bestOf: 1,
      cardSetId: set.id,
    };
    const res = await http.request("POST", "/api/events", { jar: organizer, json: body });
    const { id, joinCode } = expectOk(res, "POST /api/events") as Created;
    const maps = { sentAt: new Map(), kindOf: new Map(), answeredAt: new Map() };
    return {
      n,
      id,
      joinCode,
      players: [],
      clients: [],
      view: null,
      wake: null,
      roundTrips: [],
      finished: false,
      ...maps,
    };
  });
  log(`created ${events.length} events on "${set.name}"`);

  // Players join one after another within an event (seat order = join order), events in parallel.
  await mapLimit(events, 10, async (ev) => {
    for (let p = 0; p < o.players; p++) {
      const jar = new CookieJar();
      const body: z.input<typeof joinInput> = { code: ev.joinCode, name: `Bench ${p + 1}` };
      const res = expectOk(await http.request("POST", "/api/join", { jar, json: body }), "POST /api/join") as {
        seat: { position: number };
      };
      if (!jar.get("bz_device")) throw new Error("POST /api/join set no bz_device cookie");
      ev.players.push({ index: res.seat.position - 1, jar });
    }
    ev.players.sort((a, b) => a.index - b.index);
  });
  log(`${o.events * o.players} players joined`);

  await mapLimit(events, 8, async (ev) => {
    const body: z.input<typeof startInput> = {
      composition: DEFAULT_COMPOSITION,
      acceptShortDraft: false,
      clockSeconds: null,
    };
    const res = await http.request("POST", `/api/kartomantik/events/${ev.id}/draft`, { jar: organizer, json: body });
    expectOk(res, "POST /api/kartomantik/events/:id/draft");
  });
  log(`${o.events} drafts started`);
  return events;
}

/** One projector per event (the driver follows its view), the rest phones of the event's players (round robin);
 * the streams opened in turn on the instances' `ports` (round robin, as nginx spreads them). */
export async function openStreams(events: EventRun[], o: Options, ports: number[]): Promise<void> {
  const plan: { ev: EventRun; k: number }[] = [];
  events.forEach((ev, e) => {
    const count = Math.floor(o.clients / o.events) + (e < o.clients % o.events ? 1 : 0);
    for (let k = 0; k < count; k++) plan.push({ ev, k });
  });
  const follow = (ev: EventRun) => (msg: DraftMessage) => {
    // The data of an `event: draft` message is lib/kartomantik/drafts/draft-stream.ts's { entries, view }.
    const view = msg.view as DraftViewMessage | undefined;
    if (view && (!ev.view || view.seq > ev.view.seq)) {
      ev.view = view;
      ev.wake?.();
    }
  };
  let turn = 0;
  await mapLimit(plan, 20, async ({ ev, k }) => {
    const phone = k === 0 ? null : ev.players[(k - 1) % ev.players.length]!;
    const client = new SseClient({
      port: ports[turn++ % ports.length]!,
      path: `/api/kartomantik/events/${ev.id}/draft/stream?as=${phone ? "phone" : "projector"}`,
      cookie: phone?.jar.header(),
      onMessage: k === 0 ? follow(ev) : undefined,
    });
    ev.clients.push(client);
    const silent = sleep(30_000).then(() =>
      Promise.reject(new Error(`stream ${client.opts.path} sent nothing in 30 s: ${client.errors.join("; ")}`)),
    );
    await Promise.race([client.ready, silent]);
  });
  log(`${plan.length} SSE streams open`);
}
