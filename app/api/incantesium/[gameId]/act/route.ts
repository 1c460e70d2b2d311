import { route } from "@/lib/http/route";
import { incActRoute } from "@/lib/incantesium/inc-routes";

export const POST = route(incActRoute);
