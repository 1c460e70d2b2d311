// One cookie out of a Cookie header, for the servers that read it themselves (the app server's fast lane, a
// session check that must not need Next.js).

export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeCookie(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** A cookie value with bad percent-encoding (bz_locale=%ZZ) is ignored, as Next.js does. */
function decodeCookie(value: string): string | undefined {
  if (value.indexOf("%") === -1) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
