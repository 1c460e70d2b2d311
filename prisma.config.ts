// Prisma CLI settings. Only the CLI reads this file (generate; migrate deploy/status on a machine
// that can download the schema engine). Offline, migrations go through `npm run db:migrate` and
// `npm run db:migration:new`, which use the same paths.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Not env("DATABASE_URL"): that throws when unset, and `prisma generate` must work without it.
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
