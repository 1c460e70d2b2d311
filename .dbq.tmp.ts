import pg from "pg";
import { startEmbeddedPostgres } from "/work/main/lib/db/embedded";
const db = await startEmbeddedPostgres({ dataDir: "/work/main/.data/pg", port: 54730, database: "bazaar" });
const c = new pg.Client({ connectionString: db.adminUrl }); await c.connect();
for (const sql of process.argv.slice(2)) console.log((await c.query(sql)).rows);
await c.end(); await db.stop();
