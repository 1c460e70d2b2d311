import { NextResponse, type NextRequest } from "next/server";
import { LOCALE_COOKIE, negotiateLocale } from "@/i18n/config";
import { servedOverHttps } from "@/lib/http/security-headers";

// A first visit (no language cookie yet) to a page: remember the language the browser asked for,
// so that the API's error messages (which read only the cookie) and later visits speak it too.
// The header button overwrites it (app/api/locale).
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  const acceptLanguage = request.headers.get("accept-language");
  if (!request.cookies.has(LOCALE_COOKIE) && acceptLanguage) {
    const secure = servedOverHttps(request.headers.get("x-forwarded-proto"), process.env.PUBLIC_URL);
    response.cookies.set(LOCALE_COOKIE, negotiateLocale(acceptLanguage), {
      path: "/",
      maxAge: 365 * 24 * 3600,
      sameSite: "lax",
      secure,
    });
  }
  return response;
}

export const config = {
  // Pages only (not the API, Next's files or static files), and only while the cookie (LOCALE_COOKIE;
  // a literal: the matcher is read at build time) is missing.
  matcher: [{ source: "/((?!api/|_next/|.*\\.[a-z0-9]+$).*)", missing: [{ type: "cookie", key: "NEXT_LOCALE" }] }],
};
