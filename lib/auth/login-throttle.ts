// Login throttling around next-auth's handler (lib/abuse/throttle.ts guarded, rules login*): every
// attempt on an account counts before the password is checked (loose: 100 per 15 minutes from
// anywhere — over it the password is not even checked); wrong passwords count per account from one
// address (tight) and per address, and over those a wrong password is answered 429, while the right
// one still signs in: an organizer is never locked out by others' mistakes at the same venue. A
// throttled answer is 429 with Retry-After; a successful login takes its attempt back.
import { cookies } from "next/headers";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import { hit, refund, rules, Throttled, throttledResponse } from "@/lib/abuse/throttle";
import { clientAddress } from "@/lib/http/client";
import { requestOrigin } from "@/lib/http/origin";

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

const isCredentialsLogin = (req: Request) =>
  req.method === "POST" && new URL(req.url).pathname.endsWith("/callback/credentials");

/** Whether next-auth answered with a session cookie (the login succeeded). */
const loggedIn = (res: Response) => res.headers.getSetCookie().some((c) => /session-token=[^;]+/.test(c));

export function throttledAuth<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    if (!isCredentialsLogin(req)) return handler(req, ctx);
    const form = new URLSearchParams(await req.clone().text());
    const email = form.get("email") ?? "";
    const address = clientAddress((n) => req.headers.get(n));
    const before = [rules.loginAccount(email)];
    const refused = async (wait: number) => {
      const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
      // next-auth's client reads `url` (its error parameter) from the JSON answer: the address the
      // browser uses, not the one Next.js listens on behind the app server.
      const url = `${requestOrigin((n) => req.headers.get(n))}/login?error=too_many_requests`;
      return throttledResponse(new Throttled(wait), locale, { url });
    };
    const wait = await hit(before);
    if (wait) return refused(wait);
    const res = await handler(req, ctx);
    if (loggedIn(res)) {
      await refund(before);
      return res;
    }
    const over = await hit([rules.loginAccountAddress(email, address), rules.loginAddress(address)]);
    return over ? refused(over) : res;
  };
}
