import { z } from "zod";
import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { exportTournament } from "@/lib/tournament/exports";

export const dynamic = "force-dynamic";

// ?kind=standings|pairings&format=csv|json, or kind=archive (always JSON): a download.
export const GET = route({
  audience: "organizer",
  params: eventParams,
  from: "query",
  input: z.object({
    kind: z.enum(["standings", "pairings", "archive"]),
    format: z.enum(["csv", "json"]).default("json"),
  }),
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: async (ctx, { kind, format }) => {
    const file = await exportTournament(ctx.params.eventId, kind, format);
    return new Response(file.body, {
      headers: {
        "content-type": file.type,
        "content-disposition": `attachment; filename="${file.file}"`,
        "cache-control": "no-store",
      },
    });
  },
});
