import { kindRoute } from "@/lib/game-registry/engine-routes";

export const POST = kindRoute("undo");
