// /api/health, defined once and mounted twice: by app/api (Next.js) and by the app server's fast
// lane (lib/http/fast-lane.ts), which sees the bids' own refused writes (a full disk) and keeps
// answering while Next.js restarts.
import { signedOrganizerId } from "@/lib/auth/signed-token";
import { databaseHealth } from "@/lib/http/health";
import { defineRoute } from "@/lib/http/route-core";

// The reason's detail only for an organizer, known by the session cookie's signature alone: the database that would
// confirm the session may be the one that is away.
export const healthRoute = defineRoute({
  audience: "public",
  handle: async (ctx) => databaseHealth(ctx.locale, (await signedOrganizerId(ctx.header("cookie"))) !== null),
});
