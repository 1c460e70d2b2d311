import { rules, throttled } from "@/lib/abuse/throttle";
import { signUp, signupInput } from "@/lib/auth/signup";
import { clientAddress } from "@/lib/http/client";
import { route } from "@/lib/http/route";

// Every attempt counts against the address (a signup is not something one retries all day).
export const POST = route({
  audience: "public",
  input: signupInput,
  handle: (ctx, input) =>
    throttled(
      [rules.signupAddress(clientAddress(ctx.header))],
      ctx.locale,
      () => signUp(input),
      () => true,
    ),
});
