// The levels of Incantesium's bot a person picks — for a practice table, a missing mage's seat, an organizer's table:
// the engine's searching bot at three budgets of playouts (engine/incantesium/search/bot.ts). A challenge row keeps
// the bot's name; challenges opened before levels keep theirs ("heuristic", "random"). Plain data: a phone's page
// loads it.
export const BOT_LEVELS = ["facile", "normale", "forte"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What a seat handed to the bot plays when nobody picked a level. */
export const DEFAULT_BOT_LEVEL: BotLevel = "normale";

/** The bots that search: they think in the bot worker (lib/engine-games/bot-pool.ts), off the event loop. */
export const SEARCHING_BOTS: ReadonlySet<string> = new Set(BOT_LEVELS);
