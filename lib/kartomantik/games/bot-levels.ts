// The levels of Kartomantik's bot a person picks — for a practice, a missing player's seat, a table's bots — and
// the engine's bot each one is (engine/kartomantik/bots.ts): "facile" the one-ply greedy bot, "normale" and "forte"
// the searching bot at two budgets. A game row keeps the engine bot's name (games opened before levels keep
// theirs). Plain data: a phone's page loads it.
export const BOT_LEVELS = ["facile", "normale", "forte"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What a seat handed to the bot plays when nobody picked a level. */
export const DEFAULT_BOT_LEVEL: BotLevel = "normale";

/** The engine's bot a level is. */
export const LEVEL_BOTS: Record<BotLevel, string> = { facile: "greedy", normale: "normale", forte: "forte" };

/** The bots that search: they think in the bot worker (lib/engine-games/bot-pool.ts), off the event loop. */
export const SEARCHING_BOTS: ReadonlySet<string> = new Set([LEVEL_BOTS.normale, LEVEL_BOTS.forte]);
