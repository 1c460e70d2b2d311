// The games' watchers for a page that waits on what the game does before its tournament (a Draft Bazaar's
// draft): the seat's page and the projector's join screen re-render the moment it starts. One line each.
import type { ComponentType } from "react";
import { StartWatcher as KARTOMANTIK } from "@/components/kartomantik/start-watcher";

type StartWatcher = ComponentType<{ eventId: string; format: string }>;

const START_WATCHERS: Record<string, StartWatcher> = { kartomantik: KARTOMANTIK };

/** The game's watcher, or null where nothing starts before the tournament. */
export function startWatcherOf(game: string): StartWatcher | null {
  return Object.hasOwn(START_WATCHERS, game) ? START_WATCHERS[game]! : null;
}
