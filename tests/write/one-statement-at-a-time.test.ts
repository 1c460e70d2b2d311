// A connection sends one statement at a time (lib/db/guarded-client.ts): statements started side by side on one
// client — as Prisma's adapter does with a transaction's relation loads — are sent one after another, each answered
// as its own, a failed one not stopping the next; pg is never asked to queue them itself, which it does with a
// DeprecationWarning today and will refuse in pg@9.0.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GuardedClient } from "@/lib/db/guarded-client";

let warnings: string[] = [];
const hear = (w: Error) => void warnings.push(`${w.name}: ${w.message}`);
beforeEach(() => {
  warnings = [];
  process.on("warning", hear);
});
afterEach(() => void process.off("warning", hear));
/** Warnings are emitted on a later tick. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("one statement at a time on a connection", () => {
  it("three statements started together: each its own answer, in order, a failure kept to itself, no warning", async () => {
    const client = new GuardedClient(process.env.DATABASE_URL);
    await client.connect();
    try {
      const sent: string[] = [];
      const q = (sql: string) =>
        (client.query(sql) as Promise<{ rows: { n: number }[] }>).then(
          (r) => (sent.push(sql), r.rows[0]!.n),
          (e: Error) => (sent.push(sql), e.message),
        );
      const answers = await Promise.all([
        q("SELECT 1 AS n FROM pg_sleep(0.05)"),
        q("SELECT 1/0 AS n"),
        q("SELECT 3 AS n"),
      ]);
      expect(answers).toEqual([1, "division by zero", 3]);
      expect(sent).toEqual(["SELECT 1 AS n FROM pg_sleep(0.05)", "SELECT 1/0 AS n", "SELECT 3 AS n"]);
      await settle();
      expect(warnings).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
