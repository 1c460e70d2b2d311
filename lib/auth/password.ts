// Organizer passwords: bcrypt at cost 12, computed in worker threads (lib/auth/password-pool.ts).
// Both reject `busy` (503) when too much password work is already waiting.
import { passwordWorkers } from "@/lib/auth/password-pool";

const ROUNDS = 12;

export const hashPassword = (plain: string) => passwordWorkers().hash(plain, ROUNDS);
export const verifyPassword = (plain: string, hash: string) => passwordWorkers().compare(plain, hash);
