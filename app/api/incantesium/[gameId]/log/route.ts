import { route } from "@/lib/http/route";
import { incLogRoute } from "@/lib/incantesium/inc-routes";

export const GET = route(incLogRoute);
