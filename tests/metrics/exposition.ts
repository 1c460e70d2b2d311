// A reader of Prometheus' text format (0.0.4) for the tests: what a scraper would make of our text.
// Strict where the format is: HELP then TYPE once per family, before its samples; each sample
// belongs to the family it follows; label values unescaped.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  help: string;
  type: string;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/;

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const eq = text.indexOf("=", i);
    const name = text.slice(i, eq);
    if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(name) || text[eq + 1] !== '"')
      throw new Error(`bad label at ${text.slice(i)}`);
    let j = eq + 2;
    let value = "";
    for (; text[j] !== '"'; j++) {
      if (j >= text.length) throw new Error(`unterminated label value in ${text}`);
      if (text[j] === "\\") {
        const next = text[++j];
        value += next === "n" ? "\n" : next;
      } else value += text[j];
    }
    labels[name] = value;
    i = j + 1;
    if (text[i] === ",") i++;
    else if (i < text.length) throw new Error(`expected , at ${text.slice(i)}`);
  }
  return labels;
}

const number = (v: string) => (v === "+Inf" ? Infinity : v === "-Inf" ? -Infinity : v === "NaN" ? NaN : Number(v));

export function parseExposition(text: string): Map<string, Family> {
  if (!text.endsWith("\n")) throw new Error("the text must end with a newline");
  const families = new Map<string, Family>();
  let current: Family | null = null;
  for (const line of text.slice(0, -1).split("\n")) {
    const help = /^# HELP (\S+) (.*)$/.exec(line);
    if (help) {
      if (families.has(help[1]!)) throw new Error(`family ${help[1]} twice`);
      current = { name: help[1]!, help: help[2]!.replace(/\\n/g, "\n").replace(/\\\\/g, "\\"), type: "", samples: [] };
      families.set(current.name, current);
      continue;
    }
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      if (!current || type[1] !== current.name || current.type || current.samples.length)
        throw new Error(`misplaced ${line}`);
      current.type = type[2]!;
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample || !current) throw new Error(`not a sample: ${line}`);
    const name = sample[1]!;
    const base = current.type === "histogram" ? name.replace(/_(bucket|sum|count)$/, "") : name;
    if (base !== current.name) throw new Error(`${name} outside its family (under ${current.name})`);
    const value = number(sample[4]!);
    if (Number.isNaN(value) && sample[4] !== "NaN") throw new Error(`bad value in ${line}`);
    current.samples.push({ name, labels: parseLabels(sample[3] ?? ""), value });
  }
  return families;
}

/** The one sample of `name` whose labels include `labels`. */
export function sampleOf(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string>,
): Sample | undefined {
  const family = families.get(name.replace(/_(bucket|sum|count|total)$/, "")) ?? families.get(name);
  return family?.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}
