// A minimal EventSource for the benchmark: one socket per stream, the SSE wire format parsed by
// hand, every entry's seq time-stamped on arrival. Reconnects like a browser (Last-Event-ID).
import http from "node:http";
import { HOST } from "./http";

export interface Entry {
  seq: number;
}

/** What a draft message carries (the app's `view` is passed through untouched). */
export interface DraftMessage {
  entries: Entry[];
  view?: { seq: number; status?: string; draft?: unknown; me?: unknown };
}

export interface SseOptions {
  port: number;
  path: string;
  cookie?: string;
  /** The SSE event name of the messages counted ("draft" unless told: an engine game's are "game"). */
  event?: string;
  /** Reads a message's data into entries and view seq (a draft's data is that shape already). */
  decode?: (data: unknown) => DraftMessage;
  /** Called for every counted message after it was parsed, with its data as sent. */
  onMessage?: (msg: DraftMessage, client: SseClient, data: unknown) => void;
}

export class SseClient {
  /** seq → receive time (performance.now()) of the first copy. */
  readonly received = new Map<number, number>();
  duplicates = 0;
  outOfOrder = 0;
  messages = 0;
  dataBytes = 0;
  reconnects = 0;
  errors: string[] = [];
  /** id of the last message (what Last-Event-ID resumes from). */
  lastId: number | null = null;
  /** view.seq of the first message: entries after it are what this client must see. */
  firstSeq: number | null = null;
  maxSeq = -1;

  private req: http.ClientRequest | null = null;
  private closed = false;
  private buffer = "";
  private retryMs = 1000;
  private readyResolve: (() => void) | null = null;
  readonly ready: Promise<void>;

  constructor(readonly opts: SseOptions) {
    this.ready = new Promise((resolve) => (this.readyResolve = resolve));
    this.connect();
  }

  private connect(): void {
    const headers: Record<string, string> = { accept: "text/event-stream", "cache-control": "no-cache" };
    if (this.opts.cookie) headers.cookie = this.opts.cookie;
    if (this.lastId !== null) headers["last-event-id"] = String(this.lastId);
    const req = http.request(
      { host: HOST, port: this.opts.port, path: this.opts.path, headers, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (body += c));
          res.on("end", () => {
            this.errors.push(`HTTP ${res.statusCode} ${body.slice(0, 200)}`);
            this.again();
          });
          return;
        }
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => this.feed(chunk));
        res.on("end", () => this.again());
        res.on("error", () => this.again());
      },
    );
    req.on("error", (err) => {
      this.errors.push(err.message);
      this.again();
    });
    req.setNoDelay(true);
    req.end();
    this.req = req;
  }

  private again(): void {
    if (this.closed) return;
    this.req?.destroy();
    this.req = null;
    this.buffer = "";
    this.reconnects++;
    setTimeout(() => !this.closed && this.connect(), this.retryMs);
  }

  private feed(chunk: string): void {
    const now = performance.now();
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.dispatch(block, now);
    }
  }

  private dispatch(block: string, now: number): void {
    let id: string | null = null;
    let event = "message";
    let data = "";
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "id") id = value;
      else if (field === "event") event = value;
      else if (field === "data") data = data ? `${data}\n${value}` : value;
      else if (field === "retry" && /^\d+$/.test(value)) this.retryMs = Number(value);
    }
    if (id !== null && /^\d+$/.test(id)) this.lastId = Number(id);
    if (event !== (this.opts.event ?? "draft") || !data) return;
    this.messages++;
    this.dataBytes += data.length;
    let msg: DraftMessage;
    let raw: unknown;
    try {
      raw = JSON.parse(data);
      msg = this.opts.decode ? this.opts.decode(raw) : (raw as DraftMessage);
    } catch {
      this.errors.push(`unparsable data: ${data.slice(0, 80)}`);
      return;
    }
    if (this.firstSeq === null) {
      this.firstSeq = msg.view?.seq ?? msg.entries[0]?.seq ?? 0;
      this.maxSeq = Math.max(this.maxSeq, this.firstSeq);
      this.readyResolve?.();
    }
    for (const entry of msg.entries) {
      if (this.received.has(entry.seq)) {
        this.duplicates++;
        continue;
      }
      this.received.set(entry.seq, now);
      if (entry.seq < this.maxSeq) this.outOfOrder++;
      else this.maxSeq = entry.seq;
    }
    if (msg.view && msg.view.seq > this.maxSeq) this.maxSeq = msg.view.seq;
    this.opts.onMessage?.(msg, this, raw);
  }

  close(): void {
    this.closed = true;
    this.req?.destroy();
    this.req = null;
  }
}
