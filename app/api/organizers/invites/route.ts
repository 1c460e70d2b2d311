import { createInvite } from "@/lib/auth/invites";
import { route } from "@/lib/http/route";
import { publicOrigin } from "@/lib/http/origin";

export const POST = route({
  audience: "organizer",
  handle: async (ctx) => {
    const { token, expiresInHours } = await createInvite(ctx.organizer.id);
    return { url: `${await publicOrigin()}/signup?invite=${token}`, expiresInHours };
  },
});
