// The organizer's menu links to the games' own pages (organizer-pages.ts), one line each: a page's path
// below /organizer/<game>/ and its label (a message key). Apart from the pages, which the menu's layout
// would otherwise put into every organizer page's bundle.
const MENU: Record<string, { path: string; label: string }[]> = {
  kartomantik: [{ path: "sets", label: "dashboard.manageSets" }],
};

/** The organizer's menu links to the games' pages. */
export const organizerMenu = (): { href: string; label: string }[] =>
  Object.entries(MENU).flatMap(([game, links]) =>
    links.map((l) => ({ href: `/organizer/${game}/${l.path}`, label: l.label })),
  );
