import { kindRoute } from "@/lib/game-registry/engine-routes";

export const GET = kindRoute("log");
