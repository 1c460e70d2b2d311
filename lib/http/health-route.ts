// /api/health, defined once and mounted twice: by app/api (Next.js) and by the app server's fast
// lane (lib/http/fast-lane.ts), which sees the bids' own refused writes (a full disk) and keeps
// answering while Next.js restarts.
import { databaseHealth } from "@/lib/http/health";
import { defineRoute } from "@/lib/http/route-core";

export const healthRoute = defineRoute({ audience: "public", handle: async (ctx) => databaseHealth(ctx.locale) });
