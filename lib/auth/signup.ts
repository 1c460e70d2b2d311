// Organizer signup as the public page offers it: gated by ORGANIZER_SIGNUP, strong passwords, and
// the same answer whether the email is new or taken (nobody learns who has an account).
import { z } from "zod";
import { db } from "@/lib/db/client";
import { signupMode } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { consumeInvite } from "@/lib/auth/invites";
import { hashPassword } from "@/lib/auth/password";
import { assertStrongPassword } from "@/lib/auth/password-policy";

export const signupInput = z.object({
  email: z.string().trim().toLowerCase().email(),
  name: z.string().trim().min(1).max(80),
  password: z.string().max(200),
  invite: z.string().min(10).max(100).optional(),
});

/** Creates the account when the email is new; a taken email gets the same answer and changes
 * nothing (the invite, if any, is used up either way, as it would be for a new one). */
export async function signUp(input: z.infer<typeof signupInput>, mode = signupMode()): Promise<{ ok: true }> {
  if (mode === "closed") throw new AppError("signup_closed");
  if (mode === "invite" && !input.invite) throw new AppError("signup_invite_required");
  assertStrongPassword(input.password);
  // Hashing first costs the same time for a taken email as for a new one.
  const passwordHash = await hashPassword(input.password);
  await db().$transaction(async (tx) => {
    if (mode === "invite") await consumeInvite(tx, input.invite!);
    await tx.organizer.createMany({
      data: [{ email: input.email, name: input.name, passwordHash }],
      skipDuplicates: true,
    });
  });
  return { ok: true };
}
