// "Today's engine" for bench:engine: engine/ as it was at a frozen commit, extracted once from git
// into .data/ and imported from there, so that one run measures it beside the current engine.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * main's HEAD before the seat refactor: the last commit whose engine is the two-seat one. The
 * refactor's duel must not be slower than it.
 */
export const BASELINE_REV = "ed7fab6cf4eb807a29d1abdd5c6de346c4442e5e";

/** Where the engine/ of `rev` is extracted: `<root>/.data/bench-engine-baseline/<rev>/engine`. */
export function baselineDir(root: string, rev: string): string {
  if (!/^[0-9a-f]{40}$/.test(rev)) throw new Error(`a baseline revision is 40 lowercase hex digits, got "${rev}"`);
  return path.join(root, ".data", "bench-engine-baseline", rev);
}

/** Kartomantik's engine is engine/kartomantik; revisions before the rename call it engine/match. */
const hasEngine = (engineDir: string) =>
  existsSync(path.join(engineDir, "kartomantik", "index.ts")) || existsSync(path.join(engineDir, "match", "index.ts"));

/** Runs a program and returns its stdout; throws (with `code` ENOENT when it is not installed). */
export type Exec = (file: string, args: string[], input?: Buffer) => Buffer;

const run: Exec = (file, args, input) =>
  execFileSync(file, args, { input, maxBuffer: 256 * 1024 * 1024, stdio: ["pipe", "pipe", "pipe"] });

export type Baseline = { ok: true; engineDir: string; cached: boolean } | { ok: false; reason: string };

const stderrOf = (err: unknown) => String((err as { stderr?: Buffer }).stderr ?? (err as Error).message).trim();

/** The full commit hash `rev` (a short hash, a branch or a tag) names in the repository at `root`, or why not. */
export function resolveRevision(
  root: string,
  rev: string,
  exec: Exec = run,
): { ok: true; rev: string } | { ok: false; reason: string } {
  if (/^[0-9a-f]{40}$/.test(rev)) return { ok: true, rev };
  try {
    return {
      ok: true,
      rev: exec("git", ["-C", root, "rev-parse", "--verify", "--quiet", `${rev}^{commit}`])
        .toString()
        .trim(),
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { ok: false, reason: "git is not installed" };
    return { ok: false, reason: `revision ${rev} is not a commit of ${root}` };
  }
}

/**
 * engine/ at `rev`, extracted under `root` unless already there (`git archive rev engine | tar -x`),
 * or why it cannot be: no git, no repository (a tarball of the tree), or the revision unknown to it.
 * Extracts into a temporary folder renamed at the end, so an interrupted run leaves no half tree.
 */
export function extractBaseline(root: string, rev: string, exec: Exec = run): Baseline {
  const dir = baselineDir(root, rev);
  const engineDir = path.join(dir, "engine");
  if (hasEngine(engineDir)) return { ok: true, engineDir, cached: true };
  try {
    exec("git", ["-C", root, "rev-parse", "--git-dir"]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { ok: false, reason: "git is not installed" };
    return { ok: false, reason: `${root} is not a git repository (a copy of the tree without its history?)` };
  }
  try {
    exec("git", ["-C", root, "cat-file", "-e", `${rev}^{commit}`]);
  } catch {
    return { ok: false, reason: `revision ${rev} is not in this repository's history (a shallow or partial copy?)` };
  }
  const tmp = `${dir}.tmp-${process.pid}`;
  try {
    const tar = exec("git", ["-C", root, "archive", "--format=tar", rev, "engine"]);
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    exec("tar", ["-x", "-C", tmp], tar);
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    return { ok: false, reason: `cannot extract engine/ at ${rev}: ${stderrOf(err)}` };
  }
  if (!hasEngine(engineDir))
    return { ok: false, reason: `revision ${rev} has neither engine/kartomantik/index.ts nor engine/match/index.ts` };
  return { ok: true, engineDir, cached: false };
}
