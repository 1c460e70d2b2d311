// Whether a request carries an organizer's session cookie that this server signed — checked with the signing
// secret alone, without the database (the session row is not read: this serves what must keep answering while the
// database is away, e.g. /api/health's detail for the organizer console). Never an authorization to act: writes go
// through currentOrganizer (lib/auth/session.ts), which also checks the session was not signed out.
import { decode } from "next-auth/jwt";
import { cookieFromHeader } from "@/lib/http/cookie-header";

const COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The organizer id of a session cookie signed by this server (not expired), or null. */
export async function signedOrganizerId(cookieHeader: string | null): Promise<string | null> {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret) return null;
  for (const name of COOKIES) {
    const token = cookieFromHeader(cookieHeader, name);
    if (!token) continue;
    try {
      const jwt = await decode({ token, secret });
      if (typeof jwt?.sub === "string" && jwt.sub) return jwt.sub;
    } catch {
      /* not ours, or tampered with: no organizer */
    }
  }
  return null;
}
