// The real run command (scripts/serve.ts) on the test database, for crash and multi-instance
// tests: it starts no PostgreSQL of its own; each port gets its own data directory.
import { spawn, type ChildProcess } from "node:child_process";

export async function startApp(port: number, running: ChildProcess[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...process.env, PORT: String(port), BAZAAR_DATA_DIR: `.data/test-instance-${port}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let out = "";
  await new Promise<void>((resolve, reject) => {
    const check = (d: Buffer) => {
      out += d;
      if (out.includes("Stop with Ctrl-C")) resolve();
    };
    child.stdout!.on("data", check);
    child.stderr!.on("data", check);
    child.once("exit", (code) => reject(new Error(`app on ${port} exited with ${code}: ${out}`)));
  });
  return child;
}
