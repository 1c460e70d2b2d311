// Setup file of the "db" project (vitest.config.ts): before a test file loads, a database of its own, copied from
// the run's migrated template (tests/setup/database.ts) — a copy takes a fraction of a second, migrating takes
// seconds. lib/ connects lazily, so the file's first query already goes here.
import { randomBytes } from "node:crypto";
import pg from "pg";

const adminUrl = process.env.BAZAAR_TEST_ADMIN_URL;
const template = process.env.BAZAAR_TEST_TEMPLATE;
if (!adminUrl || !template) throw new Error("tests/setup/database.ts (the db project's global setup) did not run.");

const database = `${template}_f${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`);
} finally {
  await admin.end();
}
process.env.DATABASE_URL = adminUrl.replace(/\/postgres$/, `/${database}`);
