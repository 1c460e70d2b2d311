// The games' own HTTP endpoints, one line each: app/api/[game]/[...path] mounts a game's table under
// /api/<game>/ (lib/http/route.ts mountGameRoutes) and the app server's fast lane serves its entries
// marked fast (lib/http/fast-lane.ts). Apart from modules.ts: a page that needs a game's module does
// not load every route. A game without endpoints of its own has no line.
import type { RouteTable } from "@/lib/http/route-table";
import { INCANTESIUM } from "@/lib/incantesium/definition";
import { INCANTESIUM_ROUTES } from "@/lib/incantesium/routes";
import { KARTOMANTIK } from "@/lib/kartomantik/definition";
import { KARTOMANTIK_ROUTES } from "@/lib/kartomantik/routes";
import { KEN } from "@/lib/ken/definition";
import { KEN_ROUTES } from "@/lib/ken/routes";

export const GAME_ROUTES: Readonly<Record<string, RouteTable>> = {
  [KARTOMANTIK.id]: KARTOMANTIK_ROUTES,
  [KEN.id]: KEN_ROUTES,
  [INCANTESIUM.id]: INCANTESIUM_ROUTES,
};
