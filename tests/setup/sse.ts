// Reads an SSE reply (as a route would send it) into parsed messages as they arrive, for tests.
import { expect } from "vitest";
import { sseResponse, type SseReply } from "@/lib/http/sse-reply";

export function readSse<T>(reply: SseReply) {
  const abort = new AbortController();
  return readSseResponse<T>(sseResponse(reply, abort.signal), () => abort.abort());
}

/** The same for any SSE response (a route's, or a real server's through fetch); `close` ends it. */
export function readSseResponse<T>(res: Response, close: () => void) {
  const messages: { id: number; data: T }[] = [];
  const reader = res.body!.getReader();
  void readSseMessages<T>(reader, (m) => messages.push(m));
  /** Waits until the condition on the messages holds (up to `ms`: far beyond what a loaded machine needs). */
  const until = async (pred: () => boolean, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!pred() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(pred(), `got ${JSON.stringify(messages.map((m) => m.id))}`).toBe(true);
  };
  return { messages, until, res, close };
}

/** Reads SSE messages that carry an id and data until the stream ends (or fails); with `event`,
 * only messages of that event name. */
export async function readSseMessages<T>(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  onMessage: (m: { id: number; data: T }) => void,
  event?: string,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const id = /^id: (\d+)$/m.exec(block);
      const data = /^data: (.*)$/m.exec(block);
      if (id && data && (!event || block.includes(`\nevent: ${event}\n`)))
        onMessage({ id: Number(id[1]), data: JSON.parse(data[1]!) as T });
    }
  }
}
