import { route } from "@/lib/http/route";
import { incStreamRoute } from "@/lib/incantesium/inc-routes";

export const dynamic = "force-dynamic";

export const GET = route(incStreamRoute);
