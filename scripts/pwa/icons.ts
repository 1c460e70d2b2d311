// Draws the app's icons (public/icons/*.png) with no image library: a plain PNG encoder (zlib from
// Node) over a pixel function. Run `node --import tsx scripts/pwa/icons.ts` after changing the
// drawing; the PNGs are committed. The picture: three fanned cards, light on the accent colour, inside
// the central 80% (the maskable "safe zone"), so the maskable icon may be cut to any shape.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

type Rgb = [number, number, number];
const ACCENT: Rgb = [0x7a, 0x3b, 0x69];
const PAPER: Rgb = [0xf7, 0xf3, 0xea];
const INK: Rgb = [0x1d, 0x1b, 0x22];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An RGB PNG of size×size from a pixel function over [0,1)² coordinates. */
export function png(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    for (let x = 0; x < size; x++) raw.set(pixel((x + 0.5) / size, (y + 0.5) / size), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Inside a card of half-width w, half-height h, centred on (cx, cy), turned by `angle`. */
function inCard(
  x: number,
  y: number,
  cx: number,
  cy: number,
  angle: number,
  w: number,
  h: number,
): "edge" | "face" | null {
  const dx = x - cx;
  const dy = y - cy;
  const u = dx * Math.cos(angle) + dy * Math.sin(angle);
  const v = -dx * Math.sin(angle) + dy * Math.cos(angle);
  if (Math.abs(u) > w || Math.abs(v) > h) return null;
  return Math.abs(u) > w - 0.012 || Math.abs(v) > h - 0.012 ? "edge" : "face";
}

/** `scale` shrinks the picture towards the centre (the maskable icon keeps it inside its safe zone). */
function drawing(scale: number) {
  return (px: number, py: number): Rgb => {
    const x = 0.5 + (px - 0.5) / scale;
    const y = 0.5 + (py - 0.5) / scale;
    let colour: Rgb = ACCENT;
    // Back to front: left, right, then the middle card.
    for (const angle of [-0.35, 0.35, 0]) {
      const hit = inCard(x, y, 0.5 + Math.sin(angle) * 0.22, 0.55 - Math.cos(angle) * 0.05, angle, 0.16, 0.24);
      if (hit) colour = hit === "edge" ? INK : PAPER;
    }
    // A diamond on the middle card.
    if (Math.abs(x - 0.5) + Math.abs(y - 0.5) < 0.07) colour = ACCENT;
    return colour;
  };
}

const out = path.join(import.meta.dirname, "../../public/icons");
writeFileSync(path.join(out, "icon-192.png"), png(192, drawing(1)));
writeFileSync(path.join(out, "icon-512.png"), png(512, drawing(1)));
writeFileSync(path.join(out, "maskable-512.png"), png(512, drawing(0.7)));
writeFileSync(path.join(out, "apple-touch-icon.png"), png(180, drawing(0.85)));
