import { gamePagesMount } from "@/components/game-registry/game-page";
import { organizerPagesOf } from "@/components/game-registry/organizer-pages";

export const dynamic = "force-dynamic";

// A game's own pages for organizers, mounted once: /organizer/<game>/<path…> (its card sets).
export default gamePagesMount(organizerPagesOf);
