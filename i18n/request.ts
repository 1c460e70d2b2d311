import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, requestLocale } from "./config";
import { messagesFor } from "./messages";

// No locale in the URL: the user's switch (cookie), else the browser's Accept-Language (proxy.ts
// stores that first choice in the cookie, so API errors and later visits follow it too).
export default getRequestConfig(async () => {
  const locale = requestLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
  return { locale, messages: messagesFor(locale), timeZone: "Europe/Rome" };
});
