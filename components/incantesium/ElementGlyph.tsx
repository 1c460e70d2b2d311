import type { Element } from "@/engine/incantesium";

// One drawn shape per element, told apart by outline alone (a flame, a drop, a mountain, wind, a moon, a sun):
// SVG rather than font symbols, which differ from phone to phone and were four triangles of six. Drawn in
// currentColor: the element's ink on its tile, the button's text colour on a button.
const SHAPES: Record<Element, React.ReactNode> = {
  fuoco: (
    <path d="M12 1.5c.6 3.2-1.4 5-3 7.1C7.4 10.6 6 12.4 6 15.2a6 6 0 0 0 12 0c0-2.4-1-4.2-2.2-5.6-.3 1.6-1 2.8-2.1 3.4.6-3.8-.3-8-1.7-11.5z" />
  ),
  acqua: <path d="M12 1.8C9 6.6 5.2 10.4 5.2 15a6.8 6.8 0 0 0 13.6 0c0-4.6-3.8-8.4-6.8-13.2z" />,
  terra: <path d="M1 21 8.5 6.5l4.2 8 2.8-4.5L23 21z" />,
  aria: (
    <g fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
      <path d="M2.5 8.5h11.2a3.2 3.2 0 1 0-3.2-3.2" />
      <path d="M2.5 12.5h16a3.2 3.2 0 1 1-3.2 3.2" />
      <path d="M2.5 16.5h7.5" />
    </g>
  ),
  buio: <path d="M20.5 15.2A9 9 0 1 1 9.3 2.6a7.2 7.2 0 0 0 11.2 12.6z" />,
  luce: (
    <g>
      <circle cx="12" cy="12" r="4.6" />
      <g stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </g>
    </g>
  ),
};

/** The element's shape, hidden from screen readers (the card or text beside it names the element). */
export function ElementGlyph({ element, className = "h-5 w-5" }: { element: Element; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={`inline-block shrink-0 ${className}`}
      data-glyph={element}
    >
      {SHAPES[element]}
    </svg>
  );
}
