// Login throttling around next-auth's handler (lib/abuse/throttle.ts guarded, rules login*): every
// attempt on an account counts before the password is checked (loose: 100 per 15 minutes from
// anywhere — over it the password is not even checked); wrong passwords count per account from one
// address (tight) and per address, and over those a wrong password is answered 429, while the right
// one still signs in: an organizer is never locked out by others' mistakes at the same venue. A
// throttled answer is 429 with Retry-After; a successful login takes its attempt back. A login
// refused because too much password work is waiting (lib/auth/password-pool.ts) is 503 `busy`: it
// checked no password, so it counts as no attempt.
import { cookies } from "next/headers";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import { hit, refund, retryLaterResponse, rules, Throttled } from "@/lib/abuse/throttle";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client";
import { requestOrigin } from "@/lib/http/origin";

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

const isCredentialsLogin = (req: Request) =>
  req.method === "POST" && new URL(req.url).pathname.endsWith("/callback/credentials");

/** Whether next-auth answered with a session cookie (the login succeeded). */
const loggedIn = (res: Response) => res.headers.getSetCookie().some((c) => /session-token=[^;]+/.test(c));

/** Whether next-auth answered with its error page for `busy` (what authorize threw): in JSON for
 * its client, or as a redirect. */
async function refusedBusy(res: Response): Promise<boolean> {
  let to = res.headers.get("location");
  if (!to && res.headers.get("content-type")?.includes("json"))
    to = ((await res.clone().json()) as { url?: unknown }).url as string | null;
  if (typeof to !== "string") return false;
  try {
    return new URL(to, "http://localhost").searchParams.get("error") === new AppError("busy").message;
  } catch {
    return false;
  }
}

/** How long a login refused `busy` waits: a queue of password checks drains in seconds. */
const BUSY_RETRY_AFTER_S = 2;

export function throttledAuth<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    if (!isCredentialsLogin(req)) return handler(req, ctx);
    const form = new URLSearchParams(await req.clone().text());
    const email = form.get("email") ?? "";
    const address = clientAddress((n) => req.headers.get(n));
    const before = [rules.loginAccount(email)];
    // next-auth's client reads `url` (its error parameter) from the JSON answer: the address the
    // browser uses, not the one Next.js listens on behind the app server.
    const answer = async (err: AppError, wait: number) => {
      const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
      const url = `${requestOrigin((n) => req.headers.get(n))}/login?error=${err.code}`;
      return retryLaterResponse(err, wait, locale, { url });
    };
    const wait = await hit(before);
    if (wait) return answer(new Throttled(wait), wait);
    const res = await handler(req, ctx);
    if (loggedIn(res)) {
      await refund(before);
      return res;
    }
    if (await refusedBusy(res)) {
      await refund(before);
      return answer(new AppError("busy"), BUSY_RETRY_AFTER_S);
    }
    const over = await hit([rules.loginAccountAddress(email, address), rules.loginAddress(address)]);
    return over ? answer(new Throttled(over), over) : res;
  };
}
