// The draft bot against random legal bidders on the pure engine (engine/kartomantik/draft/bot):
// whole seeded Draft Bazaars of 2–6 seats, one bot seat each, every seat's deck built by the bot's
// deck builder; the bot's debt and deck points beside the random bidders' (event-rules §5).
// `runDraftBotBench` measures, `draftBotReport` prints; `npm run bench:draft-bot` runs both.
import { readFileSync } from "node:fs";
import { readCommunityCatalog, type DeckCard } from "@/engine/kartomantik/deck-rules";
import { median, simulateDraft } from "@/engine/kartomantik/draft/bot";

export interface DraftBotBenchOptions {
  /** Community catalog JSON of the set (default: the demo set). */
  setFile?: string;
  drafts?: number;
  /** The first seed; draft i uses seed + i and 2 + (i mod 5) players. */
  seed?: number;
}

export interface DraftBotBenchResult {
  set: string;
  drafts: number;
  /** Drafts in which the bot's debt was at most the random bidders' median. */
  botNoWorse: number;
  bot: { debt: number[]; deckPoints: number[]; spent: number[] };
  /** Per draft: the median over that draft's random bidders. */
  random: { debt: number[]; deckPoints: number[]; spent: number[] };
  illegalBotDecks: number;
}

export function runDraftBotBench(options: DraftBotBenchOptions = {}): DraftBotBenchResult {
  const set = options.setFile ?? "data/demo-set/bazaar-demo.json";
  const cards: DeckCard[] = readCommunityCatalog(JSON.parse(readFileSync(set, "utf8"))).cards;
  const drafts = options.drafts ?? 100;
  const first = options.seed ?? 1;
  const out: DraftBotBenchResult = {
    set,
    drafts,
    botNoWorse: 0,
    bot: { debt: [], deckPoints: [], spent: [] },
    random: { debt: [], deckPoints: [], spent: [] },
    illegalBotDecks: 0,
  };
  for (let i = 0; i < drafts; i++) {
    const players = 2 + (i % 5);
    const { seats } = simulateDraft(cards, players, [i % players], first + i);
    const bot = seats.find((s) => s.bot)!;
    const others = seats.filter((s) => !s.bot);
    const randomDebt = median(others.map((s) => s.debt));
    if (bot.debt <= randomDebt) out.botNoWorse++;
    if (!bot.deck || bot.deck.length !== 30) out.illegalBotDecks++;
    out.bot.debt.push(bot.debt);
    out.bot.deckPoints.push(bot.deckPoints);
    out.bot.spent.push(bot.spent);
    out.random.debt.push(randomDebt);
    out.random.deckPoints.push(median(others.map((s) => s.deckPoints)));
    out.random.spent.push(median(others.map((s) => s.spent)));
  }
  return out;
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const summary = (values: number[]) => `median ${median(values)}, mean ${mean(values).toFixed(1)}`;

/** The result as lines of text; the last one is the ratio a reader compares. */
export function draftBotReport(r: DraftBotBenchResult): string[] {
  return [
    `draft bot vs random legal bidders: ${r.drafts} drafts of 2–6 seats on ${r.set}`,
    `  bot     debt ${summary(r.bot.debt)} · deck points ${summary(r.bot.deckPoints)} · spent ${summary(r.bot.spent)}`,
    `  random  debt ${summary(r.random.debt)} · deck points ${summary(r.random.deckPoints)} · spent ${summary(r.random.spent)} (each draft's median)`,
    `  illegal bot decks: ${r.illegalBotDecks}`,
    `draft bot debt ≤ random bidders' median in ${r.botNoWorse}/${r.drafts} drafts`,
  ];
}
