// A body declared larger than any route accepts is answered 413 with the reason by the node:http
// servers themselves, and the rest of it is read and dropped, so the client gets the answer
// instead of a reset connection (lib/http/oversize.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, refusedBody } from "@/lib/http/oversize";

let server: http.Server;
let port = 0;
let reached = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refusedBody(req, res)) return;
    reached++;
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

function post(bytes: number): Promise<{ status: number; text: string }> {
  const body = Buffer.alloc(bytes, 0x61);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/join",
        headers: { "content-type": "application/json", "content-length": body.length, cookie: "NEXT_LOCALE=en" },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("oversized bodies", () => {
  it("are answered 413 with the limit in the user's language, and never reach the app", async () => {
    for (let i = 0; i < 3; i++) {
      const { status, text } = await post(10 * 1024 * 1024);
      expect(status).toBe(413);
      expect(JSON.parse(text).error).toMatchObject({
        code: "payload_too_large",
        message: expect.stringContaining("5 MB"),
      });
    }
    expect(reached).toBe(0);
    expect((await post(MAX_BODY_BYTES)).text).toBe("ok");
    expect(reached).toBe(1);
  });
});
