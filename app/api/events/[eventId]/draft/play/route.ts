import { playRoute } from "@/lib/drafts/draft-routes";
import { route } from "@/lib/http/route";

export const POST = route(playRoute);
