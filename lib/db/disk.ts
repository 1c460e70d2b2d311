// Whether the disk the database writes to is full, for every request's answer, /api/health and the
// organizer console. Two signs, both cheap: the free space of the data folder's filesystem (statfs,
// at most once a second; the embedded PostgreSQL keeps its files there, and on a full disk it stops
// — its WAL cannot grow — so requests meet a refused connection, not PostgreSQL's own disk_full),
// and a write refused for a full disk in the last DISK_FULL_MEMORY_MS (the only sign of a
// DATABASE_URL server's disk). Nothing has to be done when space returns: the supervisor's next
// start of PostgreSQL succeeds, statfs sees the space, the next write that succeeds (or time) ends
// the memory.
import { statfsSync } from "node:fs";
import { dataDir } from "@/lib/db/data-dir";

/** How long a refused write keeps the disk counted as full after the last one. */
export const DISK_FULL_MEMORY_MS = 15_000;
const DEFAULT_MIN_FREE_MB = 64;
const STATFS_EVERY_MS = 1_000;

/** Free space below which the data folder counts as full: PostgreSQL needs room for a new WAL
 * segment (16 MB) and its checkpoints before every write fails. BAZAAR_MIN_FREE_MB changes it. */
export function minFreeBytes(): number {
  const mb = Number(process.env.BAZAAR_MIN_FREE_MB ?? DEFAULT_MIN_FREE_MB);
  return (Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_MIN_FREE_MB) * 1024 * 1024;
}

export interface DiskFull {
  reason: string;
}

const holder = globalThis as unknown as {
  bazaarDiskFull?: { at: number; reason: string };
  bazaarStatfs?: { at: number; dir: string; free: number | null };
  /** Set by scripts/next-server.ts: tells the app server (which answers /api/health) of a refused
   * write in Next.js. On globalThis: Next.js bundles its own copy of this module. */
  bazaarOnDiskFull?: (reason: string) => void;
};

/** A write was refused for a full disk (lib/db/outage.ts calls this for every such error). */
export function noteDiskFull(reason: string, at = Date.now()): void {
  holder.bazaarDiskFull = { at, reason };
  holder.bazaarOnDiskFull?.(reason);
}

/** A request that writes succeeded: the database's disk has room again. */
export function noteWriteOk(): void {
  if (holder.bazaarDiskFull) holder.bazaarDiskFull = undefined;
}

function statfsFull(now: number): DiskFull | null {
  const dir = dataDir();
  let cached = holder.bazaarStatfs;
  if (!cached || cached.dir !== dir || now - cached.at >= STATFS_EVERY_MS) {
    let free: number | null = null;
    try {
      const s = statfsSync(dir);
      free = s.bavail * s.bsize;
    } catch {
      /* no data folder (a DATABASE_URL install that never made one): only refused writes tell */
    }
    cached = holder.bazaarStatfs = { at: now, dir, free };
  }
  const { free } = cached;
  return free !== null && free < minFreeBytes()
    ? { reason: `${Math.floor(free / 1024 / 1024)} MB free on the disk of ${dir}` }
    : null;
}

/** Why the disk counts as full now, or null. */
export function diskFull(now = Date.now()): DiskFull | null {
  const full = statfsFull(now);
  if (full) return full;
  const last = holder.bazaarDiskFull;
  return last && now - last.at < DISK_FULL_MEMORY_MS ? { reason: last.reason } : null;
}
