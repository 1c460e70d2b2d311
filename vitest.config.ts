import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts", "engine/**/*.test.ts", "lib/**/*.test.ts"],
    exclude: ["e2e/**", "node_modules/**", ".data/**"],
    globalSetup: ["tests/setup/database.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One embedded PostgreSQL serves every file; two workers suit the 2-core machines.
    maxWorkers: 2,
  },
});
