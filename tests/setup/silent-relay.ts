// A TCP relay between a test file's app connections and the test PostgreSQL, for network cuts: `freeze()` stops
// relaying on the connections open then (a cut: no FIN, no RST, nothing comes), while new connections go through (the
// route came back, or another one). Import it before lib/: it points DATABASE_URL at the relay.
import net from "node:net";
import { afterAll } from "vitest";

export const direct = process.env.DATABASE_URL!;
const target = new URL(direct);
const open = new Set<{ client: net.Socket; server: net.Socket; frozen: boolean }>();
const relay = net.createServer((client) => {
  const server = net.connect(Number(target.port), target.hostname);
  const pair = { client, server, frozen: false };
  open.add(pair);
  client.on("data", (d) => void (pair.frozen || server.write(d)));
  server.on("data", (d) => void (pair.frozen || client.write(d)));
  const close = () => {
    open.delete(pair);
    client.destroy();
    server.destroy();
  };
  client.on("close", close).on("error", close);
  server.on("close", close).on("error", close);
});
await new Promise<void>((r) => relay.listen(0, "127.0.0.1", r));
const relayed = new URL(direct);
relayed.port = String((relay.address() as net.AddressInfo).port);
process.env.DATABASE_URL = relayed.toString();

/** Every connection open now goes quiet, without closing. Returns how many there were. */
export function freeze(): number {
  for (const pair of open) pair.frozen = true;
  return open.size;
}

afterAll(async () => {
  for (const pair of open) pair.client.destroy();
  await new Promise((r) => relay.close(r));
});
