import { route } from "@/lib/http/route";
import { databaseHealth } from "@/lib/http/health";

export const dynamic = "force-dynamic";

// 200 when the database answers; 503 with the reason (and Retry-After) while it is away.
export const GET = route({ audience: "public", handle: async (ctx) => databaseHealth(ctx.locale) });
