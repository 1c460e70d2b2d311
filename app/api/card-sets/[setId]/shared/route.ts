import { z } from "zod";
import { setCardSetShared } from "@/lib/cards/sets";
import { route } from "@/lib/http/route";

// The owner shares their set with every organizer ({"shared": true}) or makes it private again.
export const POST = route({
  audience: "organizer",
  input: z.object({ shared: z.boolean() }),
  handle: (ctx, { shared }) => setCardSetShared(ctx.organizer.id, ctx.params.setId ?? "", shared),
});
