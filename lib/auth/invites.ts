// Organizer invites (ORGANIZER_SIGNUP=invite): an organizer creates a link that allows one signup.
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { hashToken } from "@/lib/players/device-key";

export const INVITE_HOURS = 72;

export async function createInvite(organizerId: string): Promise<{ token: string; expiresInHours: number }> {
  const token = randomBytes(24).toString("base64url");
  await db().organizerInvite.create({
    data: {
      tokenHash: hashToken(token),
      createdById: organizerId,
      expiresAt: new Date(Date.now() + INVITE_HOURS * 3600_000),
    },
  });
  return { token, expiresInHours: INVITE_HOURS };
}

/** Marks the invite used, in the signup's transaction; refused when unknown, used or expired. */
export async function consumeInvite(tx: Tx, token: string): Promise<void> {
  // One statement: two signups racing for the same invite cannot both get it.
  const used = await tx.organizerInvite.updateMany({
    where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) throw new AppError("signup_invite_invalid");
}
