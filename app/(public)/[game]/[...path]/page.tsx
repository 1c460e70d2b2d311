import { gamePagesMount } from "@/components/game-registry/game-page";
import { publicPagesOf } from "@/components/game-registry/public-pages";

export const dynamic = "force-dynamic";

// A game's public pages, mounted once: /<game>/<path…> (its card browser).
export default gamePagesMount(publicPagesOf);
