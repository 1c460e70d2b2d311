// Investigation helper: where a .cpuprofile's time goes.
//   node --import tsx scripts/bench/profile-summary.ts FILE.cpuprofile [--top 40]
// Prints self time by function and by package/file, and inclusive time of selected frames.
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { parseArgs } from "node:util";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "40" } },
});
const profile = JSON.parse(readFileSync(positionals[0]!, "utf8")) as Profile;
const top = Number(values.top);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (!url) return "(native/vm)";
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
};
// Next's bundled chunks: map back to the source file and line through their .map files.
const maps = new Map<string, SourceMap | null>();
function original(n: Node): string | null {
  const file = n.callFrame.url.replace(/^file:\/\//, "");
  if (!file.includes("/.next/")) return null;
  if (!maps.has(file))
    maps.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8"))) : null);
  const map = maps.get(file);
  if (!map) return null;
  const e = map.findEntry(n.callFrame.lineNumber, n.callFrame.columnNumber) as {
    originalSource?: string;
    originalLine?: number;
    name?: string;
  };
  if (!e.originalSource) return null;
  const src = e.originalSource.replace(/^.*?\[project\]\//, "").replace(/ \[.*$/, "");
  return `${e.name ?? n.callFrame.functionName} ${src}:${(e.originalLine ?? 0) + 1}`;
}
const label = (n: Node) =>
  original(n) ?? `${n.callFrame.functionName || "(anonymous)"} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const fileOf = (n: Node) => {
  const o = original(n);
  return o
    ? o
        .split(" ")[1]!
        .replace(/:\d+$/, "")
        .replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*/, "$1")
    : null;
};

function print(title: string, m: Map<string, number>) {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`);
}

const byFn = new Map<string, number>();
const byPkg = new Map<string, number>();
for (const [id, t] of self) {
  const n = byId.get(id)!;
  byFn.set(label(n), (byFn.get(label(n)) ?? 0) + t);
  const pkg =
    n.callFrame.functionName === "(garbage collector)"
      ? "(gc)"
      : n.callFrame.functionName === "(idle)"
        ? "(idle)"
        : n.callFrame.functionName === "(program)"
          ? "(program)"
          : (fileOf(n) ?? where(n.callFrame.url));
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
}
// Inclusive time per function name (counted once per sample even when recursive).
const incl = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur)!;
    const k = label(n).replace(/:\d+$/, "");
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
});
console.log(
  `profile: ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s wall, ${(total / 1e6).toFixed(1)} s sampled`,
);
print("self time by package / file", byPkg);
print("self time by function", byFn);
print("inclusive time by function", incl);
