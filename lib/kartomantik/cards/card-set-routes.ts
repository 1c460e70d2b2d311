// The card sets: the list an organizer may use, an upload, a set's cards (public) and its sharing,
// mounted by lib/kartomantik/routes.ts.
import { z } from "zod";
import { cardSetParams } from "@/lib/http/params";
import { defineRoute } from "@/lib/http/route-core";
import { decodeCardFile, importCatalog, MAX_UPLOAD_BYTES, parseCatalogFile } from "@/lib/kartomantik/cards/import";
import { cardFilter, searchCards } from "@/lib/kartomantik/cards/query";
import { listCardSets, setCardSetShared } from "@/lib/kartomantik/cards/sets";

export const listSetsRoute = defineRoute({
  audience: "public",
  handle: async (ctx) => ({ sets: await listCardSets(ctx.organizer?.id ?? null) }),
});

export const importSetRoute = defineRoute({
  audience: "organizer",
  from: "form",
  // The multipart envelope adds a little to the file itself.
  maxBytes: MAX_UPLOAD_BYTES + 16 * 1024,
  input: z.object({ file: z.instanceof(File, { message: "choose a file" }) }),
  handle: async (ctx, { file }) => {
    // Decoded strictly: file.text() would turn a Windows-1252 "à" into U+FFFD without a word.
    const text = decodeCardFile(file.name, new Uint8Array(await file.arrayBuffer()));
    const data = parseCatalogFile(file.name, text);
    return importCatalog(data, { source: "upload", ownerId: ctx.organizer.id });
  },
});

export const setCardsRoute = defineRoute({
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

// The owner shares their set with every organizer ({"shared": true}) or makes it private again.
export const shareSetRoute = defineRoute({
  audience: "organizer",
  params: cardSetParams,
  input: z.object({ shared: z.boolean() }),
  handle: (ctx, { shared }) => setCardSetShared(ctx.organizer.id, ctx.params.setId, shared),
});
