// The engines bench:engine compares, each loaded from its own engine/ folder (the current tree's,
// or today's extracted by baseline.ts) with its own loader, scripts, deck builder, bots and
// playMatch. Typed by what the bench uses only: the two engines' own types may differ.
import { pathToFileURL } from "node:url";
import { existsSync } from "node:fs";
import path from "node:path";

/** A card definition as the bench handles it: opaque but for its id. */
export type Card = { readonly id: string };

export interface Played {
  state: unknown;
  actions: unknown[];
}

export interface PlayOptions {
  pure?: boolean;
  onEvents?: (events: unknown[], s: unknown, action: unknown) => void;
}

export interface Engine {
  label: string;
  /** The modes of play it has (see `MODES`): "duel" alone for today's two-seat engine. */
  modes: readonly string[];
  randomBot: unknown;
  playMatch(config: { seed: number; decks: Card[][]; mode?: string }, bots: unknown[], options?: PlayOptions): Played;
  loadSet(raw: unknown[], scripts: unknown): { ok: true; cards: Card[]; byId: Record<string, Card> } | { ok: false };
  scriptsFor(raw: unknown[]): unknown;
  demoDeck(cards: readonly Card[], temperament: string): Card[];
  demoDecks: readonly string[];
}

/**
 * The modes bench:engine measures, in print order. An engine has a mode when its
 * engine/kartomantik/index.ts exports `MATCH_MODES` naming it; an engine without `MATCH_MODES` (today's)
 * has the duel only. Extension point for the seat refactor: when it exports MATCH_MODES with "ffa"
 * and "2v2", give those rows a `config` (seed, decks for every seat, and whatever its createGame
 * takes for the mode and the player count) and `decks` (2v2 cuts them to 21). Until a row has a
 * config, a mode the engine declares is named as not measured, never given a figure.
 */
export interface Mode {
  /** The name in MATCH_MODES. */
  mode: string;
  /** As printed: "duel", "FFA-4", "2v2". */
  label: string;
  seats: number;
  config: ((seed: number, decks: Card[][]) => { seed: number; decks: Card[][]; mode?: string }) | null;
}

/** 2v2 decks: "esattamente 21 carte" (the demo decks cut to their first 21). */
const TEAM_DECK = 21;

export const MODES: readonly Mode[] = [
  { mode: "duel", label: "duel", seats: 2, config: (seed, decks) => ({ seed, decks }) },
  { mode: "ffa", label: "FFA-4", seats: 4, config: (seed, decks) => ({ seed, decks, mode: "ffa" }) },
  {
    mode: "2v2",
    label: "2v2",
    seats: 4,
    config: (seed, decks) => ({ seed, decks: decks.map((d) => d.slice(0, TEAM_DECK)), mode: "2v2" }),
  },
];

/** The modes an engine's index exports declare (no MATCH_MODES: the duel only). */
export function modesOf(index: Record<string, unknown>): string[] {
  const declared = index.MATCH_MODES;
  if (declared === undefined) return ["duel"];
  if (!Array.isArray(declared) || declared.some((m) => typeof m !== "string"))
    throw new Error(`MATCH_MODES must be an array of mode names, got ${JSON.stringify(declared)}`);
  return declared as string[];
}

const load = async (engineDir: string, module: string): Promise<Record<string, unknown>> =>
  (await import(pathToFileURL(path.join(engineDir, module)).href)) as Record<string, unknown>;

function pick<T>(mod: Record<string, unknown>, name: string, where: string): T {
  if (mod[name] === undefined) throw new Error(`${where} exports no ${name}`);
  return mod[name] as T;
}

/** Imports the engine in `engineDir` (a folder named engine/, TypeScript run through tsx). */
export async function loadEngine(label: string, engineDir: string): Promise<Engine> {
  // Kartomantik's engine is engine/kartomantik; revisions before the rename call it engine/match.
  const dir = existsSync(path.join(engineDir, "kartomantik")) ? "kartomantik" : "match";
  const [index, sim, bots, decks, sets] = await Promise.all(
    ["", "/sim", "/bots", "/decks", "/cards/sets"].map((m) => load(engineDir, dir + m)),
  );
  const where = (m: string) => `${label}'s engine/${dir}${m}`;
  return {
    label,
    modes: modesOf(index!),
    randomBot: pick(bots!, "randomBot", where("/bots")),
    playMatch: pick(sim!, "playMatch", where("/sim")),
    loadSet: pick(index!, "loadSet", where("")),
    scriptsFor: pick(sets!, "scriptsFor", where("/cards/sets")),
    demoDeck: pick(decks!, "demoDeck", where("/decks")),
    demoDecks: pick(decks!, "DEMO_DECKS", where("/decks")),
  };
}

/**
 * The demo decks (the same card ids for every engine): chosen by `chooser`'s deck builder, then
 * each engine's own definitions of those ids from the same card file.
 */
export function sameDecks(chooser: Engine, engines: Engine[], raw: unknown[]): Map<Engine, Card[][]> {
  const sets = new Map(
    [chooser, ...engines].map((e) => {
      const set = e.loadSet(raw, e.scriptsFor(raw));
      if (!set.ok) throw new Error(`${e.label}'s engine cannot load the demo set`);
      return [e, set] as const;
    }),
  );
  const lists = chooser.demoDecks.map((t) => chooser.demoDeck(sets.get(chooser)!.cards, t).map((c) => c.id));
  return new Map(
    engines.map((e) => {
      const byId = sets.get(e)!.byId;
      return [
        e,
        lists.map((ids) =>
          ids.map((id) => {
            if (!byId[id]) throw new Error(`${e.label}'s engine has no card ${id} in the demo set`);
            return byId[id];
          }),
        ),
      ];
    }),
  );
}
