import { cardFilter, searchCards } from "@/lib/kartomantik/cards/query";
import { route } from "@/lib/http/route";
import { cardSetParams } from "@/lib/http/params";

export const GET = route({
  audience: "public",
  params: cardSetParams,
  from: "query",
  input: cardFilter,
  handle: async (ctx, filter) => {
    const { set, cards } = await searchCards(ctx.params.setId, filter);
    return {
      set: { id: set.id, name: set.name, version: set.version },
      cards: cards.map(({ raw: _raw, ...card }) => card),
    };
  },
});
