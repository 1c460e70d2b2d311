import { z } from "zod";
import { createOrganizer } from "@/lib/auth/organizers";
import { route } from "@/lib/http/route";

export const POST = route({
  audience: "public",
  input: z.object({
    email: z.string().trim().toLowerCase().email(),
    name: z.string().trim().min(1).max(80),
    password: z.string().min(8).max(200),
  }),
  handle: async (_ctx, input) => {
    const organizer = await createOrganizer(input);
    return { id: organizer.id, email: organizer.email };
  },
});
