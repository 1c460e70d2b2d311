// Prometheus' scrape of the Next.js process (the app server in front merges it with its own,
// lib/metrics/serve-node.ts); docs/metrics.md.
import { metricsResponse } from "@/lib/metrics/serve";

export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  return metricsResponse(req, "next");
}
