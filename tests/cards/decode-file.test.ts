// A text file read as it was written (lib/text/decode-file.ts), for the card set upload, Ken card lists and deck
// lists: UTF-8 with or without its mark, UTF-16 with its mark; Windows-1252 (Excel's Italian "CSV") named by line.
import { describe, expect, it } from "vitest";
import { decodeTextFile, readTextFile } from "@/lib/text/decode-file";

const TEXT = "nome,tipo\nEntità,Maestro\n";

describe("decodeTextFile", () => {
  it("reads UTF-8 with or without the byte-order mark, and UTF-16 with its mark", () => {
    const utf8 = new TextEncoder().encode(TEXT);
    expect(decodeTextFile(utf8)).toEqual({ text: TEXT });
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({ text: TEXT });
    const le = Buffer.from(`\uFEFF${TEXT}`, "utf16le");
    expect(decodeTextFile(new Uint8Array(le))).toEqual({ text: TEXT });
    const be = Buffer.from(le).swap16();
    expect(decodeTextFile(new Uint8Array(be))).toEqual({ text: TEXT });
  });

  it("names the line of the first byte that is not UTF-8 instead of reading U+FFFD", async () => {
    const cp1252 = new Uint8Array(Buffer.from(`a\nb\r\n${TEXT}`, "latin1"));
    expect(decodeTextFile(cp1252)).toEqual({ badLine: 4 });
    expect(await readTextFile(new Blob([cp1252]))).toEqual({ badLine: 4 });
  });
});
