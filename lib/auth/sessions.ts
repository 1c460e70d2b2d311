// Server-side organizer sessions: the JWT next-auth keeps in the cookie carries the id of a row
// here, checked at every decode (one primary-key read), so signing out ends the session for
// whoever holds a copy of the cookie, not only in the browser that pressed the button.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";

export const SESSION_MAX_AGE = 30 * 24 * 3600;

/** A new session for a successful login; its id goes into the JWT. */
export async function startSession(organizerId: string): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await db().organizerSession.create({
    data: { id, organizerId, expiresAt: new Date(Date.now() + SESSION_MAX_AGE * 1000) },
  });
  // Sessions nobody signed out of would stay forever: the expired ones go at each login.
  await db().organizerSession.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return id;
}

/** Whether the session is still on (not signed out, not expired) and belongs to the organizer. */
export async function sessionActive(id: unknown, organizerId: unknown): Promise<boolean> {
  if (typeof id !== "string" || typeof organizerId !== "string") return false;
  const row = await db().organizerSession.findUnique({ where: { id }, select: { organizerId: true, expiresAt: true } });
  return !!row && row.organizerId === organizerId && row.expiresAt > new Date();
}

export async function endSession(id: unknown): Promise<void> {
  if (typeof id === "string") await db().organizerSession.deleteMany({ where: { id } });
}
