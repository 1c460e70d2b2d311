import { streamRoute } from "@/lib/kartomantik/drafts/draft-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(streamRoute);
