import { playRoute } from "@/lib/kartomantik/drafts/draft-routes";
import { route } from "@/lib/http/route";

export const POST = route(playRoute);
