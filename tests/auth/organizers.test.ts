import { describe, expect, it } from "vitest";
import { createOrganizer, findOrganizerByLogin } from "@/lib/auth/organizers";
import { passwordWorkers } from "@/lib/auth/password-pool";
import { db } from "@/lib/db/client";
import { unique } from "../setup/fixtures";

describe("organizer accounts", () => {
  it("stores a bcrypt hash, never the password, and logs in case-insensitively by email", async () => {
    const email = `${unique("Org")}@Example.it`;
    await createOrganizer({ email, name: "Org", password: "correct horse" });
    const stored = await db().organizer.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(stored.passwordHash).not.toContain("correct horse");
    expect(await findOrganizerByLogin(email.toUpperCase(), "correct horse")).toMatchObject({ id: stored.id });
    expect(await findOrganizerByLogin(email, "wrong horse")).toBeNull();
    expect(await findOrganizerByLogin(`nobody-${email}`, "correct horse")).toBeNull();
  });

  it("refuses a second account with the same email", async () => {
    const email = `${unique("dup")}@example.it`;
    await createOrganizer({ email, name: "A", password: "password1" });
    await expect(
      createOrganizer({ email: email.toUpperCase(), name: "B", password: "password2" }),
    ).rejects.toMatchObject({ code: "email_taken", status: 409 });
  });

  it("an unknown email costs a password check, as a known one does (timing tells nobody who has an account)", async () => {
    const answered = () => passwordWorkers().stats().answered;
    const known = `${unique("known")}@example.it`;
    await createOrganizer({ email: known, name: "Known", password: "correct horse" });
    // The first unknown email may also hash the stand-in password it checks against.
    expect(await findOrganizerByLogin(`nobody-${known}`, "correct horse")).toBeNull();
    let before = answered();
    expect(await findOrganizerByLogin(`nobody-else-${known}`, "correct horse")).toBeNull();
    expect(answered()).toBe(before + 1);
    before = answered();
    expect(await findOrganizerByLogin(known, "wrong horse")).toBeNull();
    expect(answered()).toBe(before + 1);
  });
});
