// A process that checks one password through a pool of its own and then has nothing left to do:
// tests/auth/password-pool.test.ts expects it to exit by itself (the idle worker holds no reference).
// Run with `node --import tsx`.
import { passwordPool } from "@/lib/auth/password-pool";

const pool = passwordPool();
console.log(await pool.compare("correct horse", process.argv[2]!));
