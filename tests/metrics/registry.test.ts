// lib/metrics/registry.ts: the text a Prometheus server scrapes (exposition format 0.0.4), read
// back with a strict reader: HELP and TYPE once per family before its samples, label values escaped,
// histogram buckets cumulative up to +Inf with _sum and _count, two processes' texts merged into one.
import { describe, expect, it } from "vitest";
import { mergeExpositions, Registry } from "@/lib/metrics/registry";
import { parseExposition, sampleOf } from "./exposition";

describe("the exposition format", () => {
  it("HELP and TYPE head each family, counters and gauges carry their labels and values", () => {
    const r = new Registry();
    const c = r.counter("t_requests_total", "Requests.\nSecond line with a \\ backslash.", ["route", "status"]);
    const g = r.gauge("t_clients", "Clients.", ["audience"]);
    c.inc({ route: "/a", status: "200" });
    c.inc({ route: "/a", status: "200" });
    c.inc({ route: "/a", status: "500" }, 3);
    g.set({ audience: "phone" }, 4);
    g.dec({ audience: "phone" });
    const text = r.render({ process: "app" });
    expect(text).toContain("# HELP t_requests_total Requests.\\nSecond line with a \\\\ backslash.\n");
    const f = parseExposition(text);
    expect(f.get("t_requests_total")).toMatchObject({
      type: "counter",
      help: "Requests.\nSecond line with a \\ backslash.",
    });
    expect(sampleOf(f, "t_requests_total", { route: "/a", status: "200" })).toEqual({
      name: "t_requests_total",
      labels: { process: "app", route: "/a", status: "200" },
      value: 2,
    });
    expect(sampleOf(f, "t_requests_total", { status: "500" })?.value).toBe(3);
    expect(f.get("t_clients")?.type).toBe("gauge");
    expect(sampleOf(f, "t_clients", { audience: "phone" })?.value).toBe(3);
  });

  it("label values with quotes, backslashes and newlines are escaped and read back whole", () => {
    const r = new Registry();
    const c = r.counter("t_odd_total", "Odd labels.", ["v"]);
    const odd = 'a "quoted" \\ path\nnext line';
    c.inc({ v: odd });
    const text = r.render();
    expect(text).toContain('t_odd_total{v="a \\"quoted\\" \\\\ path\\nnext line"} 1\n');
    expect(text.split("\n").filter((l) => l.startsWith("t_odd_total"))).toHaveLength(1);
    expect(sampleOf(parseExposition(text), "t_odd_total", {})?.labels.v).toBe(odd);
  });

  it("a histogram's buckets are cumulative, end at +Inf equal to _count, with _sum", () => {
    const r = new Registry();
    const h = r.histogram("t_latency_seconds", "Latency.", ["route"], [0.01, 0.1, 1]);
    for (const v of [0.005, 0.01, 0.05, 0.5, 0.7, 3]) h.observe(v, { route: "/x" });
    const f = parseExposition(r.render());
    const family = f.get("t_latency_seconds")!;
    expect(family.type).toBe("histogram");
    const buckets = family.samples.filter((s) => s.name === "t_latency_seconds_bucket");
    expect(buckets.map((b) => [b.labels.le, b.value])).toEqual([
      ["0.01", 2],
      ["0.1", 3],
      ["1", 5],
      ["+Inf", 6],
    ]);
    expect(sampleOf(f, "t_latency_seconds_count", { route: "/x" })?.value).toBe(6);
    expect(sampleOf(f, "t_latency_seconds_sum", { route: "/x" })?.value).toBeCloseTo(4.265, 10);
    for (const b of buckets) expect(b.labels.route).toBe("/x");
  });

  it("refuses what the format cannot say: bad names, the reserved le label, a counter going down, unordered buckets", () => {
    const r = new Registry();
    expect(() => r.counter("bad-name", "x")).toThrow(/bad metric name/);
    expect(() => r.histogram("t_h", "x", ["le"], [1])).toThrow(/bad label/);
    expect(() => r.histogram("t_h2", "x", [], [1, 1])).toThrow(/buckets/);
    const c = r.counter("t_c_total", "x");
    expect(() => c.inc(undefined, -1)).toThrow(/cannot go down/);
    expect(() => r.counter("t_c_total", "again")).toThrow(/twice/);
  });

  it("collectors run at each rendering; a failing one leaves the rest", () => {
    const r = new Registry();
    const g = r.gauge("t_pool", "Pool.");
    let n = 1;
    r.collect(() => {
      throw new Error("pool closed");
    });
    r.collect(() => g.set(undefined, n++));
    expect(sampleOf(parseExposition(r.render()), "t_pool", {})?.value).toBe(1);
    expect(sampleOf(parseExposition(r.render()), "t_pool", {})?.value).toBe(2);
  });

  it("two processes' texts merge into one family each, every sample kept under its process label", () => {
    const make = (process: string, n: number) => {
      const r = new Registry();
      r.counter("t_a_total", "A.", ["route"]).inc({ route: "/r" }, n);
      r.histogram("t_b_seconds", "B.", [], [1]).observe(n);
      r.gauge("t_only_declared", "Never set.");
      return r.render({ process });
    };
    const merged = mergeExpositions([make("app", 1), make("next", 2)]);
    const f = parseExposition(merged);
    expect([...f.keys()]).toEqual(["t_a_total", "t_b_seconds", "t_only_declared"]);
    expect(f.get("t_a_total")!.samples.map((s) => [s.labels.process, s.value])).toEqual([
      ["app", 1],
      ["next", 2],
    ]);
    expect(sampleOf(f, "t_b_seconds_count", { process: "next" })?.value).toBe(1);
    expect(merged.match(/# TYPE t_b_seconds /g)).toHaveLength(1);
  });
});
