// A password worker for tests that fails on demand: the password "crash the worker" ends its thread
// before any answer, "never answer" gets none (the worker stays busy until its pool ends it); any
// other compare is answered as lib/auth/password-worker.mjs answers it.
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

parentPort.on("message", (job) => {
  if (job.plain === "crash the worker") process.exit(3);
  if (job.plain === "never answer") return;
  parentPort.postMessage({ id: job.id, result: bcrypt.compareSync(job.plain, job.hash) });
});
