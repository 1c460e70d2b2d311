import { kindRoute } from "@/lib/game-registry/engine-routes";

export const dynamic = "force-dynamic";

export const GET = kindRoute("stream");
