import { route } from "@/lib/http/route";
import { healthRoute } from "@/lib/http/health-route";

export const dynamic = "force-dynamic";

// 200 when this instance can serve; 503 with the reason (and Retry-After) while the database is
// away or the disk is full (lib/http/health.ts).
export const GET = route(healthRoute);
