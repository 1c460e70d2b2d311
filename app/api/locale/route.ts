import { cookies } from "next/headers";
import { z } from "zod";
import { LOCALE_COOKIE, locales } from "@/i18n/config";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { servedOverHttps } from "@/lib/http/security-headers";

export const POST = route({
  audience: "public",
  input: z.object({ locale: z.enum(locales) }),
  handle: async (ctx, { locale }) => {
    (await cookies()).set(LOCALE_COOKIE, locale, {
      path: "/",
      maxAge: 365 * 24 * 3600,
      sameSite: "lax",
      secure: servedOverHttps(ctx.header("x-forwarded-proto"), env().PUBLIC_URL),
    });
    return { locale };
  },
});
