import { z } from "zod";
import { setCardSetShared } from "@/lib/kartomantik/cards/sets";
import { route } from "@/lib/http/route";
import { cardSetParams } from "@/lib/http/params";

// The owner shares their set with every organizer ({"shared": true}) or makes it private again.
export const POST = route({
  audience: "organizer",
  params: cardSetParams,
  input: z.object({ shared: z.boolean() }),
  handle: (ctx, { shared }) => setCardSetShared(ctx.organizer.id, ctx.params.setId, shared),
});
