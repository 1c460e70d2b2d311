import { cookies } from "next/headers";
import { z } from "zod";
import { LOCALE_COOKIE, locales } from "@/i18n/config";
import { route } from "@/lib/http/route";

export const POST = route({
  audience: "public",
  input: z.object({ locale: z.enum(locales) }),
  handle: async (_ctx, { locale }) => {
    (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax" });
    return { locale };
  },
});
