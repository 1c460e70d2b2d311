"use client";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** A QR code drawn in the browser for links created on the fly (e.g. a seat's new-device link). */
export function LinkQr({ url, size = 160 }: { url: string; size?: number }) {
  const [svg, setSvg] = useState("");
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: "svg", margin: 1 }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div
      role="img"
      aria-label={url}
      data-testid="seat-link-qr"
      style={{ width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
