import QRCode from "qrcode";

/** Server-rendered SVG QR code (the `qrcode` library), crisp at any projector size. */
export async function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const svg = await QRCode.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="qr"
      style={{ width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
