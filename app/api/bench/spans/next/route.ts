import { nextSpans } from "@/lib/perf/spans-route";

// The Next.js process's share of the benches' spans (lib/perf/spans-route.ts): 404 unless they are on.
export const dynamic = "force-dynamic";

export const GET = nextSpans;
export const POST = nextSpans;
