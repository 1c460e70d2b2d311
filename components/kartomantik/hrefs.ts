// Where Kartomantik's own pages are (mounted per game: components/game-registry/public-pages.ts).

/** A card set's browser. */
export const cardBrowserHref = (setId: string) => `/kartomantik/cards/${setId}`;
