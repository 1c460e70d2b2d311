import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, toLocale } from "./config";
import { messagesFor } from "./messages";

// No locale in the URL: Italian unless the user switched (cookie), as the product asks.
export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: messagesFor(locale), timeZone: "Europe/Rome" };
});
