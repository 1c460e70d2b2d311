// WCAG 2 contrast, for text colours computed at run time (card inks on tiles, badges and the projector).

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour itself if it reaches `ratio` on `background`, else the same hue darkened just enough. */
export function readableOn(ink: string, background: string, ratio = 4.5): string {
  const rgb = channels(ink);
  for (let k = 1; k >= 0; k -= 0.02) {
    const candidate = toHex(rgb.map((c) => c * k));
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return "#000000";
}
