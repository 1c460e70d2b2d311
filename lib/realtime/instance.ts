import { randomUUID } from "node:crypto";

const ids = globalThis as unknown as { bazaarInstanceId?: string };
/** This process's id in NOTIFY payloads: a writer that delivered to its own streams already
 * (the draft hub's published() with the entry) marks the notification, so its hub does not read it again. */
export const instanceId = (): string => (ids.bazaarInstanceId ??= randomUUID());
