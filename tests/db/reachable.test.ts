// npm start's first look at a DATABASE_URL (lib/db/reachable.ts): a database that works is no problem; otherwise one
// sentence that says what to check, naming where it points but never its password.
import { describe, expect, it } from "vitest";
import { databaseProblem } from "@/lib/db/reachable";

const url = () => new URL(process.env.DATABASE_URL!);
const withUrl = (change: (u: URL) => void) => {
  const u = url();
  change(u);
  return u.toString();
};

describe("databaseProblem", () => {
  it("a database that answers is no problem", async () => {
    expect(await databaseProblem(process.env.DATABASE_URL!)).toBeNull();
  });

  it("a refused password, a database that does not exist, an address that is not PostgreSQL's: each said in words", async () => {
    const wrongPassword = await databaseProblem(withUrl((u) => (u.password = "not-the-password")));
    expect(wrongPassword).toContain(`${url().hostname}:${url().port}${url().pathname}, user ${url().username}`);
    expect(wrongPassword).toContain("the user or the password is refused");
    expect(wrongPassword).not.toContain("not-the-password");
    expect(await databaseProblem(withUrl((u) => (u.pathname = "/no_such_database")))).toContain(
      "that database does not exist (create it, or name an existing one)",
    );
    expect(await databaseProblem("mysql://root@localhost/bazaar")).toBe(
      "DATABASE_URL is not a PostgreSQL address: postgresql://user:password@host:port/database. " +
        "Fix DATABASE_URL, or leave it unset to use the embedded PostgreSQL.",
    );
  });
});
