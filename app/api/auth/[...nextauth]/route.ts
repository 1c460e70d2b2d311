import { cookies } from "next/headers";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { throttledAuth } from "@/lib/auth/login-throttle";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/route";
import { assertSameOrigin } from "@/lib/http/request-guard";

const handler = throttledAuth(NextAuth(authOptions));
type Ctx = { params: Promise<{ nextauth: string[] }> };

// Only what next-auth's client calls for email + password sign-in: anything else (a GET of the
// credentials callback, say) makes next-auth throw, a 500.
const ACTIONS: Record<string, Set<string>> = {
  GET: new Set(["session", "csrf", "providers", "signin", "signout", "error"]),
  POST: new Set(["callback/credentials", "signout", "_log"]),
};
const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;

// Sign-in and sign-out come from the app's own origin only. next-auth's client posts them as a
// urlencoded form and checks its own double-submit CSRF token, so the JSON rule of lib/http/route.ts
// does not apply here; the origin check does, as everywhere else.
async function serve(req: Request, ctx: Ctx): Promise<Response> {
  const where = `${req.method} ${new URL(req.url).pathname}`;
  try {
    const action = (await ctx.params).nextauth.join("/");
    if (!ACTIONS[req.method]?.has(action)) throw new AppError("not_found");
    assertSameOrigin(req.method, (name) => req.headers.get(name));
    if (req.method === "POST" && !FORM.test(req.headers.get("content-type") ?? ""))
      throw new AppError("body_type_refused", { expected: "application/x-www-form-urlencoded" });
    return await handler(req, ctx);
  } catch (err) {
    return errorResponse(err, toLocale((await cookies()).get(LOCALE_COOKIE)?.value), where);
  }
}

export { serve as GET, serve as POST };
