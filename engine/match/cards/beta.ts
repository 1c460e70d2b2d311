// Our own ability encoding for the Kartomantik Beta set (../shared/data/kartomantik-beta/cards.json),
// keyed by card id. Written by us from the card texts; cards not listed run on the manual fallback.
export const BETA_SCRIPTS: Record<string, unknown> = {};
