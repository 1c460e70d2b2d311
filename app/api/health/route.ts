import { route } from "@/lib/http/route";
import { pingDatabase } from "@/lib/db/health";

export const dynamic = "force-dynamic";

export const GET = route({ audience: "public", handle: async () => ({ ok: await pingDatabase() }) });
