// The levels of Kartomantik's bot a person picks — for a practice, a missing player's seat, a table's bots: the
// engine's searching bot at three budgets of playouts (its bots of these names: engine/kartomantik/bots.ts). A game
// row keeps the bot's name; games opened before levels keep theirs ("greedy", "random"), and the tests ask for those
// by name. Plain data: a phone's page loads it.
export const BOT_LEVELS = ["facile", "normale", "forte"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What a seat handed to the bot plays when nobody picked a level. */
export const DEFAULT_BOT_LEVEL: BotLevel = "normale";

/** The bots that search: they think in the bot worker (lib/engine-games/bot-pool.ts), off the event loop. */
export const SEARCHING_BOTS: ReadonlySet<string> = new Set(BOT_LEVELS);

/** The one bot cheap enough to move on the event loop (a uniform pick among the legal actions); every other one,
 * the one-ply "greedy" too (tens of ms a move at a table of four), thinks in the bot worker. */
export const INLINE_BOTS: ReadonlySet<string> = new Set(["random"]);
