import { buildId, phoneAssets } from "@/lib/pwa/phone-assets";

// GET /sw-assets: what public/sw.js keeps ahead of time (lib/pwa/phone-assets.ts). Read once per
// server process: a build does not change under a running server.
let assets: { build: string; assets: string[] } | null = null;

export const dynamic = "force-dynamic";

export function GET() {
  assets ??= { build: buildId(), assets: phoneAssets() };
  return Response.json(assets, { headers: { "cache-control": "no-store" } });
}
