import js from "@eslint/js";
import tseslint from "typescript-eslint";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// The engine is a pure rules reducer: no framework, database or I/O imports.
const engineForbidden = [
  "next",
  "next/*",
  "react",
  "react/*",
  "react-dom",
  "react-dom/*",
  "@prisma/*",
  "pg",
  "pg/*",
  "next-auth",
  "next-auth/*",
  "node:*",
  "fs",
  "net",
  "http",
  "@/lib/*",
  "@/app/*",
];
// app/ is routing and UI: the database is lib/'s alone (tests/lint/app-boundary.test.ts).
const appForbidden = [
  "@/lib/db/*",
  "@/lib/generated/*",
  "**/lib/db/*",
  "**/lib/generated/*",
  "@prisma/*",
  "pg",
  "pg/*",
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".next/",
      ".data/",
      "lib/generated/",
      "test-results/",
      "playwright-report/",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  { files: ["**/*.mjs", "**/*.cjs"], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Prettier wraps code at 120; this catches what it cannot (comments). A string or template
      // literal is never split for it: a test's name or a message reads better whole.
      "max-len": [
        "error",
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: ["engine/**/*.ts", "engine/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: engineForbidden,
              message: "engine/ is pure: it may not import Next, React, Prisma, pg, Node I/O or app code.",
            },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "fetch", message: "engine/ does no I/O." }],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Use the seeded PRNG in the state." },
        { object: "Date", property: "now", message: "Time comes from actions, not the clock." },
      ],
    },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: appForbidden, message: "app/ is routing and UI: call a lib/ function instead of the database." },
          ],
        },
      ],
    },
  },
);
