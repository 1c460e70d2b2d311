import { cookies } from "next/headers";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import { errorResponse } from "@/lib/http/route";
import { assertSameOrigin } from "@/lib/http/request-guard";

const handler = NextAuth(authOptions);

// Sign-in and sign-out come from the app's own origin only. next-auth's client posts them as a
// form (urlencoded) and checks its own double-submit CSRF token, so the JSON rule of lib/http/route.ts
// does not apply here; the origin check does, as everywhere else.
async function POST(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  try {
    assertSameOrigin(req.method, (name) => req.headers.get(name));
  } catch (err) {
    const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
    return errorResponse(err, locale, `POST ${new URL(req.url).pathname}`);
  }
  return handler(req, ctx);
}

export { handler as GET, POST };
