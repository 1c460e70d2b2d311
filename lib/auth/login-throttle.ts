// Login throttling around next-auth's handler: failed password checks are counted per account from
// one address (tight), per account (loose) and per address (lib/abuse/throttle.ts); over the limit the password is not
// even checked and the
// answer is 429 with Retry-After. A successful login takes its attempt back.
import { cookies } from "next/headers";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import { hit, refund, rules, Throttled, throttledResponse } from "@/lib/abuse/throttle";
import { clientAddress } from "@/lib/http/client";

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
    const list = [rules.loginAccountAddress(email, address), rules.loginAccount(email), rules.loginAddress(address)];
    const wait = await hit(list);
    if (wait) {
      const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
      // next-auth's client reads `url` (its error parameter) from the JSON answer.
      return throttledResponse(new Throttled(wait), locale, {
        url: new URL("/login?error=too_many_requests", req.url).href,
      });
    }
    const res = await handler(req, ctx);
    if (loggedIn(res)) await refund(list);
    return res;
  };
}
