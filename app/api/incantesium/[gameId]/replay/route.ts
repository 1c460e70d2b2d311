import { route } from "@/lib/http/route";
import { incReplayRoute } from "@/lib/incantesium/inc-routes";

export const GET = route(incReplayRoute);
