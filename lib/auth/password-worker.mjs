// A password worker's entry (lib/auth/password-pool.ts starts it as a worker thread): bcrypt's hash
// and compare, synchronous here since this thread serves nothing else. Plain JavaScript, so it needs
// no TypeScript loader.
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

function answer(job) {
  try {
    const result = job.op === "hash" ? bcrypt.hashSync(job.plain, job.rounds) : bcrypt.compareSync(job.plain, job.hash);
    return { id: job.id, result };
  } catch (err) {
    return { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
}

parentPort.on("message", (job) => parentPort.postMessage(answer(job)));
