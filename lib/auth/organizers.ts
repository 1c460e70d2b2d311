import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

let dummyHash: Promise<string> | undefined;

export async function findOrganizerByLogin(email: string, password: string) {
  const organizer = await db().organizer.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!organizer) {
    // Same cost as a real check, so response time does not reveal which emails exist.
    // A failed hash (a busy or failed worker) is not kept: the next unknown email tries again.
    dummyHash ??= hashPassword("not-a-password").catch((err: unknown) => {
      dummyHash = undefined;
      throw err;
    });
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, organizer.passwordHash)) ? organizer : null;
}

export async function createOrganizer(input: { email: string; name: string; password: string }) {
  const email = input.email.trim().toLowerCase();
  const existing = await db().organizer.findUnique({ where: { email } });
  if (existing) throw new AppError("email_taken", { email });
  return db().organizer.create({
    data: { email, name: input.name.trim(), passwordHash: await hashPassword(input.password) },
  });
}
