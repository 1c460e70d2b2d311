// A small metrics registry written out in Prometheus' text exposition format (version 0.0.4):
// counters, gauges and histograms with fixed buckets, each with a fixed list of label names. Values
// live in this process only; each instance is scraped on its own. Gauges that mirror some other
// object's state (a pool's connections) are read at scrape time by collectors.
type Labels = Readonly<Record<string, string>>;

interface Series {
  labels: string[];
  value: number;
}

interface HistogramSeries {
  labels: string[];
  /** Observations per bucket (not cumulative; rendered cumulative). */
  counts: number[];
  sum: number;
  count: number;
}

/** A label value as the format wants it: backslash, double quote and newline escaped. */
export const escapeLabel = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const escapeHelp = (v: string) => v.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

export function formatValue(v: number): string {
  if (Number.isNaN(v)) return "NaN";
  if (v === Infinity) return "+Inf";
  if (v === -Infinity) return "-Inf";
  return String(v);
}

function labelText(names: readonly string[], values: readonly string[], extra = ""): string {
  const parts = names.map((n, i) => `${n}="${escapeLabel(values[i] ?? "")}"`);
  if (extra) parts.push(extra);
  return parts.length ? `{${parts.join(",")}}` : "";
}

abstract class Metric {
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
  ) {
    if (!NAME.test(name)) throw new Error(`bad metric name ${name}`);
    for (const l of labelNames) if (!LABEL.test(l) || l === "le") throw new Error(`bad label name ${l} in ${name}`);
  }
  abstract readonly type: "counter" | "gauge" | "histogram";
  abstract samples(constNames: readonly string[], constValues: readonly string[]): string[];
  abstract reset(): void;

  protected values(labels: Labels | undefined): string[] {
    return this.labelNames.map((n) => labels?.[n] ?? "");
  }
}

class ValueMetric extends Metric {
  protected readonly series = new Map<string, Series>();
  constructor(
    readonly type: "counter" | "gauge",
    name: string,
    help: string,
    labelNames: readonly string[],
  ) {
    super(name, help, labelNames);
  }

  protected at(labels: Labels | undefined): Series {
    const values = this.values(labels);
    const key = values.join("\u0000");
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = { labels: values, value: 0 }));
    return s;
  }

  samples(constNames: readonly string[], constValues: readonly string[]): string[] {
    const names = [...constNames, ...this.labelNames];
    return [...this.series.values()].map(
      (s) => `${this.name}${labelText(names, [...constValues, ...s.labels])} ${formatValue(s.value)}`,
    );
  }

  reset(): void {
    this.series.clear();
  }

  /** The current value (tests, collectors). */
  get(labels?: Labels): number {
    return this.series.get(this.values(labels).join("\u0000"))?.value ?? 0;
  }
}

export class Counter extends ValueMetric {
  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super("counter", name, help, labelNames);
  }
  inc(labels?: Labels, by = 1): void {
    if (by < 0) throw new Error(`counter ${this.name} cannot go down`);
    this.at(labels).value += by;
  }
}

export class Gauge extends ValueMetric {
  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super("gauge", name, help, labelNames);
  }
  set(labels: Labels | undefined, value: number): void {
    this.at(labels).value = value;
  }
  inc(labels?: Labels, by = 1): void {
    this.at(labels).value += by;
  }
  dec(labels?: Labels, by = 1): void {
    this.at(labels).value -= by;
  }
}

export class Histogram extends Metric {
  readonly type = "histogram" as const;
  private readonly series = new Map<string, HistogramSeries>();
  readonly buckets: readonly number[];

  constructor(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]) {
    super(name, help, labelNames);
    if (!buckets.length || buckets.some((b, i) => i > 0 && b <= buckets[i - 1]!))
      throw new Error(`histogram ${name}: buckets must increase`);
    this.buckets = buckets;
  }

  observe(value: number, labels?: Labels): void {
    const values = this.values(labels);
    const key = values.join("\u0000");
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = { labels: values, counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    const i = this.buckets.findIndex((b) => value <= b);
    if (i >= 0) s.counts[i]!++;
    s.sum += value;
    s.count++;
  }

  /** Observations so far with these labels (tests). */
  count(labels?: Labels): number {
    return this.series.get(this.values(labels).join("\u0000"))?.count ?? 0;
  }

  samples(constNames: readonly string[], constValues: readonly string[]): string[] {
    const names = [...constNames, ...this.labelNames];
    const out: string[] = [];
    for (const s of this.series.values()) {
      const values = [...constValues, ...s.labels];
      let cumulative = 0;
      this.buckets.forEach((b, i) => {
        cumulative += s.counts[i]!;
        out.push(`${this.name}_bucket${labelText(names, values, `le="${formatValue(b)}"`)} ${cumulative}`);
      });
      out.push(`${this.name}_bucket${labelText(names, values, 'le="+Inf"')} ${s.count}`);
      out.push(`${this.name}_sum${labelText(names, values)} ${formatValue(s.sum)}`);
      out.push(`${this.name}_count${labelText(names, values)} ${s.count}`);
    }
    return out;
  }

  reset(): void {
    this.series.clear();
  }
}

export class Registry {
  private readonly metrics = new Map<string, Metric>();
  private readonly collectors: (() => void)[] = [];

  private add<M extends Metric>(metric: M): M {
    if (this.metrics.has(metric.name)) throw new Error(`metric ${metric.name} registered twice`);
    this.metrics.set(metric.name, metric);
    return metric;
  }

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.add(new Counter(name, help, labelNames));
  }
  gauge(name: string, help: string, labelNames: readonly string[] = []): Gauge {
    return this.add(new Gauge(name, help, labelNames));
  }
  histogram(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]): Histogram {
    return this.add(new Histogram(name, help, labelNames, buckets));
  }

  /** Runs before every rendering (gauges read from other objects). A collector that throws is skipped. */
  collect(fn: () => void): void {
    this.collectors.push(fn);
  }

  /** The exposition text; `constLabels` are put on every sample (which process answered). */
  render(constLabels: Labels = {}): string {
    for (const fn of this.collectors) {
      try {
        fn();
      } catch {
        /* a gauge source that is away (a pool closed) leaves the last values */
      }
    }
    const constNames = Object.keys(constLabels);
    const constValues = Object.values(constLabels);
    const lines: string[] = [];
    for (const m of this.metrics.values()) {
      lines.push(`# HELP ${m.name} ${escapeHelp(m.help)}`, `# TYPE ${m.name} ${m.type}`);
      lines.push(...m.samples(constNames, constValues));
    }
    return lines.join("\n") + "\n";
  }

  /** Forgets every value (tests). */
  reset(): void {
    for (const m of this.metrics.values()) m.reset();
  }
}

/** Two processes' expositions of the same families as one: each family's samples together under
 * its HELP and TYPE, as the format requires (a family may appear only once). */
export function mergeExpositions(texts: readonly string[]): string {
  const families = new Map<string, string[]>();
  for (const text of texts) {
    let current: string[] | null = null;
    for (const line of text.split("\n")) {
      if (!line) continue;
      const help = /^# HELP (\S+) /.exec(line);
      if (help) {
        const known = families.get(help[1]!);
        if (known) current = known;
        else families.set(help[1]!, (current = [line]));
        continue;
      }
      if (line.startsWith("# TYPE ")) {
        if (current?.length === 1) current.push(line);
        continue;
      }
      if (line.startsWith("#")) continue;
      current?.push(line);
    }
  }
  return [...families.values()].map((f) => f.join("\n")).join("\n") + "\n";
}
