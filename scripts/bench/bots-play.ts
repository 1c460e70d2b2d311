// bench:bots's games: the bots clocked per move (process CPU), seeded duels with seats alternated, FFA-4 tables with
// the seats' bots rotated, 2v2 tables with the teams alternated.
import { legalActions } from "@/engine/kartomantik/apply";
import { greedyBot, randomBot, type Bot } from "@/engine/kartomantik/bots";
import { searchMove, type SearchLevel } from "@/engine/kartomantik/search/bot";
import { playMatch } from "@/engine/kartomantik/sim";
import type { CardDef, GameMode } from "@/engine/kartomantik";
import type { BenchBot } from "./bots-cli";
import type { Tally } from "./bots-report";

/** Per bot, the CPU milliseconds of each move where it had a choice (a single legal action is not a decision). */
export type Clock = Map<BenchBot, number[]>;

/** The bench's bots, each timed; the searching levels assume the set's cards for the others' hidden ones. */
export function clockedBots(pool: readonly CardDef[], playouts: Record<SearchLevel, number>, clock: Clock) {
  const timed =
    (name: BenchBot, bot: Bot): Bot =>
    (s, p, rng) => {
      const choice = legalActions(s, p).length > 1;
      const t = process.cpuUsage();
      const out = bot(s, p, rng);
      const u = process.cpuUsage(t);
      if (choice) {
        let list = clock.get(name);
        if (!list) clock.set(name, (list = []));
        list.push((u.user + u.system) / 1000);
      }
      return out;
    };
  const search = (level: SearchLevel): Bot =>
    timed(level, (s, p, rng) => searchMove(s, p, rng, { iterations: playouts[level], pool }));
  return {
    random: timed("random", randomBot),
    greedy: timed("greedy", greedyBot),
    facile: search("facile"),
    normale: search("normale"),
    forte: search("forte"),
  } satisfies Record<BenchBot, Bot>;
}

/** Whether this process plays the game (or the pair of games each way round) numbered k: `--jobs` splits them. */
export type Share = (k: number) => boolean;
export const shareOf =
  (job: number, jobs: number): Share =>
  (k) =>
    k % jobs === job;

export interface Family {
  name: string;
  decks: CardDef[][];
  bots: Record<BenchBot, Bot>;
}

/** Two different decks of a family for the k-th pair of games (every ordered pair comes round in turn). */
export function duelDecks(n: number, k: number): [number, number] {
  const first = k % n;
  const offset = 1 + (Math.floor(k / n) % (n - 1));
  return [first, (first + offset) % n];
}

const tally = (): Tally => ({ wins: 0, draws: 0, losses: 0 });
function count(t: Tally, winner: number | null, mine: number): void {
  if (winner === null) t.draws++;
  else if (winner === mine) t.wins++;
  else t.losses++;
}

/** `games` duels of a against b (half with a in the first seat, the same seed and decks each way round). */
export function duels(
  families: Family[],
  a: BenchBot,
  b: BenchBot,
  games: number,
  seed: number,
  share: Share,
  progress: (done: number, byFamily: Map<string, Tally>) => void,
): Map<string, Tally> {
  const byFamily = new Map<string, Tally>(families.map((f) => [f.name, tally()]));
  let done = 0;
  for (let g = 0; g < games; g++) {
    const k = g >> 1;
    // Each job gets every family in turn (a Beta game takes longer than a demo one).
    if (!share(Math.floor(k / families.length))) continue;
    const f = families[k % families.length]!;
    const [x, y] = duelDecks(f.decks.length, Math.floor(k / families.length));
    const aFirst = g % 2 === 0;
    const bots = aFirst ? [f.bots[a], f.bots[b]] : [f.bots[b], f.bots[a]];
    const { state } = playMatch({ seed: seed + k, decks: [f.decks[x]!, f.decks[y]!] }, bots, { botSeed: seed + k });
    count(byFamily.get(f.name)!, state.result!.winner, aFirst ? 0 : 1);
    progress(++done, byFamily);
  }
  return byFamily;
}

/** FFA-4 tables: seat i plays bots[(i + t) % 4]; a bot's tally counts its seat's wins. */
export function ffaTables(
  families: Family[],
  bots: BenchBot[],
  tables: number,
  seed: number,
  share: Share,
): Map<BenchBot, Tally> {
  const out = new Map<BenchBot, Tally>();
  for (const b of bots) out.set(b, tally());
  for (let t = 0; t < tables; t++) {
    if (!share(Math.floor(t / families.length))) continue;
    const f = families[t % families.length]!;
    const decks = [0, 1, 2, 3].map((i) => f.decks[(t + i) % f.decks.length]!);
    const seats = [0, 1, 2, 3].map((i) => bots[(i + t) % 4]!);
    const { state } = playMatch(
      { seed: seed + 10_000 + t, decks, mode: "ffa" },
      seats.map((b) => f.bots[b]),
      {
        botSeed: seed + 10_000 + t,
      },
    );
    seats.forEach((b, seat) => count(out.get(b)!, state.result!.winner, seat));
  }
  return out;
}

/** 2v2 "Creazione del Mazzo": 21-card decks. */
const TEAM_DECK = 21;

/** 2v2 tables: a's team against b's (both seats of a team the same bot), sides alternated. */
export function teamTables(
  families: Family[],
  a: BenchBot,
  b: BenchBot,
  tables: number,
  seed: number,
  share: Share,
): Tally {
  const t0 = tally();
  const mode: GameMode = "2v2";
  for (let t = 0; t < tables; t++) {
    const k = t >> 1;
    if (!share(Math.floor(k / families.length))) continue;
    const f = families[k % families.length]!;
    const decks = [0, 1, 2, 3].map((i) => f.decks[(k + i) % f.decks.length]!.slice(0, TEAM_DECK));
    const aSide = t % 2;
    const seats = [0, 1, 2, 3].map((i) => f.bots[i % 2 === aSide ? a : b]);
    const { state } = playMatch({ seed: seed + 20_000 + k, decks, mode }, seats, { botSeed: seed + 20_000 + k });
    count(t0, state.result!.winner, aSide);
  }
  return t0;
}
