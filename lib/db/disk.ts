// Whether the disk the database writes to is full, for /api/health and the organizer console. Two
// signs, both cheap: the free space of the data folder's filesystem (statfs; where the embedded
// PostgreSQL keeps its files), and a write refused for a full disk in the last DISK_FULL_MEMORY_MS
// (the only sign of a DATABASE_URL server's disk). Nothing has to be cleared when space returns:
// writes succeed again, the memory runs out, statfs sees the space.
import { statfs } from "node:fs/promises";
import { dataDir } from "@/lib/db/local";

/** How long a refused write keeps health at "disk full" after the last one. */
export const DISK_FULL_MEMORY_MS = 15_000;
const DEFAULT_MIN_FREE_MB = 64;

/** Free space below which the data folder counts as full: PostgreSQL needs room for a new WAL
 * segment (16 MB) and its checkpoints before every write fails. BAZAAR_MIN_FREE_MB changes it. */
export function minFreeBytes(): number {
  const mb = Number(process.env.BAZAAR_MIN_FREE_MB ?? DEFAULT_MIN_FREE_MB);
  return (Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_MIN_FREE_MB) * 1024 * 1024;
}

const holder = globalThis as unknown as {
  bazaarDiskFull?: { at: number; reason: string };
  /** Set by scripts/next-server.ts: tells the app server (which answers /api/health) of a refused
   * write in Next.js. On globalThis: Next.js bundles its own copy of this module. */
  bazaarOnDiskFull?: (reason: string) => void;
};

/** A write was refused for a full disk (lib/db/outage.ts calls this for every such error). */
export function noteDiskFull(reason: string, at = Date.now()): void {
  holder.bazaarDiskFull = { at, reason };
  holder.bazaarOnDiskFull?.(reason);
}

export interface DiskFull {
  reason: string;
}

/** Why the disk counts as full now, or null. */
export async function diskFull(now = Date.now()): Promise<DiskFull | null> {
  const dir = dataDir();
  try {
    const s = await statfs(dir);
    const free = s.bavail * s.bsize;
    if (free < minFreeBytes())
      return { reason: `${Math.floor(free / 1024 / 1024)} MB free on the filesystem of ${dir}` };
  } catch {
    /* no data folder (a DATABASE_URL install that never made one): only the memory tells */
  }
  const last = holder.bazaarDiskFull;
  if (last && now - last.at < DISK_FULL_MEMORY_MS) return { reason: last.reason };
  return null;
}
