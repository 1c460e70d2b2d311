// The run command's hold on the web port (scripts/serve.ts): it accepts every connection and hands
// it, unread, to the app server (scripts/app-server.ts --handoff) over the IPC channel, the way
// Node's cluster module hands connections to its workers. While the app server is away (a crash, a
// kill, the seconds it takes to start again) the connection is answered here instead — 503 with
// Retry-After (lib/http/restarting.ts) and closed, so phones retry rather than meet a refused
// connection. A kept-alive connection and a live stream stay with the app server that took them.
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { createServer, type Socket } from "node:net";
import { answerRestarting } from "@/lib/http/restarting";

export interface FrontDoor {
  /** Hands connections to this child once it says it serves ({ serving: true }), until it ends. */
  serveWith(child: ChildProcess): void;
  /** Stops taking connections (those already taken are the app server's to end). */
  close(): void;
}

export async function openFrontDoor(port: number): Promise<FrontDoor> {
  let serving: ChildProcess | null = null;
  // Connections sent but not yet taken: a child killed at that moment never reads them, and its
  // end of the channel may not have closed yet. This process keeps its copy until the child says
  // it took the connection, and answers it itself if the child ends first.
  const pending = new Map<number, { socket: Socket; child: ChildProcess }>();
  let nextId = 0;
  const meanwhile = http.createServer(answerRestarting);
  const answerHere = (socket: Socket) => {
    meanwhile.emit("connection", socket);
    socket.resume();
  };
  const door = createServer({ pauseOnConnect: true }, (socket) => {
    const child = serving;
    if (!child?.connected) return answerHere(socket);
    const id = nextId++;
    pending.set(id, { socket, child });
    child.send({ bazaar: "connection", id }, socket, { keepOpen: true }, (err) => {
      if (err && pending.delete(id)) answerHere(socket);
    });
  });
  door.on("error", (err) => console.error(`front door: ${err.message}`));
  await new Promise<void>((resolve, reject) => {
    door.once("error", reject);
    door.listen(port, () => (door.off("error", reject), resolve()));
  });
  return {
    serveWith(child) {
      child.on("message", (m: { serving?: boolean; took?: number }) => {
        if (m?.serving) serving = child;
        if (typeof m?.took === "number") {
          // Closes this process's copy only: the connection stays open in the child.
          pending.get(m.took)?.socket.destroy();
          pending.delete(m.took);
        }
      });
      child.once("exit", () => {
        if (serving === child) serving = null;
        for (const [id, sent] of pending)
          if (sent.child === child) {
            pending.delete(id);
            answerHere(sent.socket);
          }
      });
    },
    close() {
      door.close();
      meanwhile.closeAllConnections();
      for (const { socket } of pending.values()) socket.destroy();
      pending.clear();
    },
  };
}
