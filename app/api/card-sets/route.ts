import { z } from "zod";
import { importCatalog, MAX_UPLOAD_BYTES, parseCatalogFile } from "@/lib/kartomantik/cards/import";
import { listCardSets } from "@/lib/kartomantik/cards/sets";
import { route } from "@/lib/http/route";

export const GET = route({
  audience: "public",
  handle: async (ctx) => ({ sets: await listCardSets(ctx.organizer?.id ?? null) }),
});

export const POST = route({
  audience: "organizer",
  from: "form",
  // The multipart envelope adds a little to the file itself.
  maxBytes: MAX_UPLOAD_BYTES + 16 * 1024,
  input: z.object({ file: z.instanceof(File, { message: "choose a file" }) }),
  handle: async (ctx, { file }) => {
    const data = parseCatalogFile(file.name, await file.text());
    return importCatalog(data, { source: "upload", ownerId: ctx.organizer.id });
  },
});
