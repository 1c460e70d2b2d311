// Every command's first look at a database it did not start (DATABASE_URL, in lib/db/local.ts openDatabase: npm start,
// cards:import, backup, restore, db:migrate): one connection, made with the app's connection wait, so that an address
// that is wrong, unreachable or refused is one sentence saying what to check — not a stack trace, nor a start that
// waits in silence for a server that never answers.
import pg from "pg";
import { CONNECT_TIMEOUT_MS } from "@/lib/db/connect-timeout";

const FIX = "Fix DATABASE_URL, or leave it unset to use the embedded PostgreSQL.";

/** Where a DATABASE_URL points, without its password: "host:port/database, user name". */
function whereUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = decodeURIComponent(u.username);
    return `${u.hostname}:${u.port || 5432}${u.pathname}${user ? `, user ${user}` : ""}`;
  } catch {
    return "an address that cannot be read";
  }
}

function reasonOf(err: unknown): string {
  const { code, message } = err as { code?: string; message?: string };
  switch (code) {
    case "ECONNREFUSED":
      return "nothing accepts connections there (is PostgreSQL running, on that host and port?)";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "that host name is not known here";
    case "28P01":
    case "28000":
      return "the user or the password is refused";
    case "3D000":
      return "that database does not exist (create it, or name an existing one)";
  }
  if (/^timeout expired$/i.test(message ?? ""))
    return `no answer within ${CONNECT_TIMEOUT_MS / 1000} s (can this machine reach that host? network, firewall)`;
  return message ?? String(err);
}

/** Why the database at `url` cannot be used, as a sentence for the person starting the app; null when a query works. */
export async function databaseProblem(url: string): Promise<string | null> {
  if (!/^postgres(ql)?:\/\//.test(url))
    return `DATABASE_URL is not a PostgreSQL address: postgresql://user:password@host:port/database. ${FIX}`;
  const where = whereUrl(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (err) {
    return `The database of DATABASE_URL (${where}) cannot be used: ${reasonOf(err)}. ${FIX}`;
  } finally {
    await client.end().catch(() => {});
  }
}
