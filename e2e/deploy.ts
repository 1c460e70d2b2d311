// The deployment of docs/deploy.md on this machine, for e2e/deploy-nginx.spec.ts: K app instances as the systemd unit
// runs them (`npm run serve`, the env file's settings) on the e2e worker's PostgreSQL, behind Debian's nginx running
// deploy/nginx/bazaar.conf itself (only its ports, addresses and certificate swapped), with a self-signed certificate.
// Everything is a child of the test (nginx without daemon, no root ports); files under .data/deploy-flow-<worker>.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { expect } from "@playwright/test";
import { embeddedUrl } from "../lib/db/embedded";
import { ROOT } from "./support";
import { currentServer } from "./workers";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));

export interface Deployment {
  /** The public https:// address (nginx). */
  url: string;
  /** nginx's plain-http port (the redirect to https). */
  httpPort: number;
  instances: Instance[];
  dir: string;
  stop(): Promise<void>;
}

export interface Instance {
  port: number;
  /** nginx's name for it in $upstream_addr. */
  upstream: string;
  process: ChildProcess;
  /** SIGKILL to the whole instance (npm, the run command, the app server and Next.js): a machine gone. */
  kill(): Promise<void>;
}

/** Ports of this worker's deployment: E2E_DEPLOY_PORT (default 3940) + 4 × worker: the instances, then nginx. */
function ports(count: number): { instances: number[]; https: number; http: number } {
  const raw = process.env.E2E_DEPLOY_PORT;
  const base = (raw ? Number(raw) : 3940) + 4 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (!Number.isInteger(base) || base <= 0) throw new Error(`E2E_DEPLOY_PORT must be a port number, got "${raw}".`);
  if (count > 2) throw new Error("four ports per worker: at most two instances");
  return { instances: Array.from({ length: count }, (_, i) => base + i), https: base + 2, http: base + 3 };
}

/** KEY=VALUE lines of deploy/bazaar.env.example. */
function envExample(): Record<string, string> {
  const lines = readFileSync(path.join(ROOT, "deploy/bazaar.env.example"), "utf8").split("\n");
  return Object.fromEntries(
    lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );
}

/** One substitution in the shipped config that must apply (a changed deploy file fails here, not silently). */
function swap(text: string, pattern: RegExp, by: string | ((...m: string[]) => string)): string {
  expect(pattern.test(text), `deploy/nginx/bazaar.conf has ${pattern}`).toBe(true);
  return text.replace(pattern, by as string);
}

/** deploy/nginx/bazaar.conf with this test's ports and certificate, inside a main config of its own (Debian's
 * nginx.conf would write to /var/log and /run). The test adds one header: which instance answered. */
function nginxConfig(dir: string, p: ReturnType<typeof ports>): string {
  let site = readFileSync(path.join(ROOT, "deploy/nginx/bazaar.conf"), "utf8");
  site = swap(
    site,
    /^( *)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n(?:\1server 127\.0\.0\.1:\d+[^;\n]*;\n)*/m,
    (_m, indent, rest) => p.instances.map((port) => `${indent}server 127.0.0.1:${port}${rest ?? ""};\n`).join(""),
  );
  site = swap(site, /^ *listen \[::\]:\d+[^;\n]*;\n/gm, "");
  site = swap(site, /listen 80;/, `listen 127.0.0.1:${p.http};`);
  site = swap(site, /listen 443 ssl( http2)?;/, `listen 127.0.0.1:${p.https} ssl$1;`);
  site = swap(site, /ssl_certificate [^;]+;/, `ssl_certificate ${dir}/cert.pem;`);
  site = swap(
    site,
    /ssl_certificate_key [^;]+;/,
    `ssl_certificate_key ${dir}/key.pem;\n    add_header X-Bazaar-Upstream $upstream_addr always;`,
  );
  const temp = (name: string) => `${name}_temp_path ${dir}/tmp/${name};`;
  return [
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 512; }",
    "http {",
    `  access_log ${dir}/access.log;`,
    `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
    site,
    "}",
    "",
  ].join("\n");
}

/** Waits until `url` answers 200 (or `child` ends: its log says why). */
async function healthy(url: string, child: ChildProcess, log: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process ended (${child.exitCode ?? child.signalCode}):\n${tail(log)}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeout} ms:\n${tail(log)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const tail = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(-30).join("\n") : "");

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const out = createWriteStream(log);
  // Its own process group, so that a kill reaches every process of the instance.
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  return child;
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once("exit", () => r()));

async function stopGroup(child: ChildProcess, signal: NodeJS.Signals, grace: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid!, signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* already gone */
    }
  }, grace);
  await ended(child);
  clearTimeout(timer);
}

/** Starts `count` instances and nginx in front of them; `stop()` ends them all. */
export async function deploy(count: number): Promise<Deployment> {
  if (!NGINX) throw new Error("nginx is not installed (Debian: apt-get install -y nginx; .ci/run installs it)");
  const p = ports(count);
  const dir = path.resolve(ROOT, `.data/deploy-flow-${process.env.TEST_PARALLEL_INDEX ?? 0}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      `${dir}/key.pem`,
      "-out",
      `${dir}/cert.pem`,
    ]),
    { stdio: "pipe" },
  );
  const url = `https://127.0.0.1:${p.https}`;
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    ...envExample(),
    DATABASE_URL: embeddedUrl(currentServer().pgPort, "bazaar"),
    PUBLIC_URL: url,
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    // Three servers, browsers and a database on 2 cores: see playwright.config.ts.
    BAZAAR_TX_TIMEOUT_MS: "30000",
    BAZAAR_LOCK_TIMEOUT_MS: "30000",
    BAZAAR_IDLE_TX_TIMEOUT_MS: "60000",
    BAZAAR_QUERY_TIMEOUT_MS: "90000",
  };
  const instances: Instance[] = p.instances.map((port) => {
    const env = { ...shared, PORT: String(port), BAZAAR_DATA_DIR: path.join(dir, `instance-${port}`) };
    const child = spawnLogged("npm", ["run", "--silent", "serve"], env, path.join(dir, `instance-${port}.log`));
    return { port, upstream: `127.0.0.1:${port}`, process: child, kill: () => stopGroup(child, "SIGKILL", 0) };
  });
  writeFileSync(`${dir}/nginx.conf`, nginxConfig(dir, p));
  execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", `${dir}/nginx.conf`], { stdio: "pipe" });
  const nginx = spawnLogged(
    NGINX,
    ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"],
    process.env,
    `${dir}/nginx.out`,
  );
  const stop = async () => {
    await Promise.all(instances.map((i) => stopGroup(i.process, "SIGTERM", 15_000)));
    await stopGroup(nginx, "SIGQUIT", 5_000);
  };
  try {
    await Promise.all(
      instances.map((i) =>
        healthy(`http://127.0.0.1:${i.port}/api/health`, i.process, `${dir}/instance-${i.port}.log`, 150_000),
      ),
    );
    // Through nginx, trusting its certificate (and no other): TLS as a phone sees it.
    await expect
      .poll(async () => (await getTrusting(`${url}/api/health`, dir)).status, {
        message: "nginx answers",
        timeout: 20_000,
      })
      .toBe(200);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, httpPort: p.http, instances, dir, stop };
}

/** A GET with the test's certificate as the only trusted one: its status and Location, or the error. */
export function getTrusting(url: string, dir: string): Promise<{ status: number | string; location?: string }> {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve) => {
    const req = client.get(url, { ca: readFileSync(`${dir}/cert.pem`), timeout: 10_000 }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", (err) => resolve({ status: `error ${err.message}` }));
    req.on("timeout", () => req.destroy(new Error("timeout")));
  });
}
