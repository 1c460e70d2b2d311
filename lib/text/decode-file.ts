// A text file's bytes as they were written: UTF-8 (its byte-order mark dropped) or UTF-16 with its mark. Anything
// else — Excel's Italian "CSV" is Windows-1252, "Entità" ending in the byte 0xE0 — is not guessed: the line of the
// first byte that is not UTF-8 is named, so the file can be saved again as UTF-8, rather than read with U+FFFD in
// place of its accented letters (what File.text() and readFileSync(…, "utf8") do without a word). Browser and server.

export type DecodedFile = { text: string } | { badLine: number };

export function decodeTextFile(bytes: Uint8Array): DecodedFile {
  const mark = (a: number, b: number) => bytes[0] === a && bytes[1] === b;
  const encoding = mark(0xff, 0xfe) ? "utf-16le" : mark(0xfe, 0xff) ? "utf-16be" : "utf-8";
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch {
    const lossy = new TextDecoder(encoding).decode(bytes);
    const at = lossy.indexOf("\uFFFD");
    return { badLine: (lossy.slice(0, Math.max(0, at)).match(/\r\n|\r|\n/g)?.length ?? 0) + 1 };
  }
}

/** A file the user picked, decoded as above. */
export async function readTextFile(file: Blob): Promise<DecodedFile> {
  return decodeTextFile(new Uint8Array(await file.arrayBuffer()));
}
