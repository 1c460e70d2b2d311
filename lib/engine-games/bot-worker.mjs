// A bot worker's entry (lib/engine-games/bot-pool.ts starts it as a worker thread): the app's
// TypeScript is loaded through tsx, as the app server's own files are.
import { register } from "tsx/esm/api";

register();
await import(new URL("./bot-worker-main.ts", import.meta.url).href);
