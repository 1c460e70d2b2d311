import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { LocaleSwitch } from "@/components/LocaleSwitch";
import { OfflineBanner } from "@/components/pwa/OfflineBanner";
import { ServiceWorkerRegistration } from "@/components/pwa/ServiceWorkerRegistration";
import "./globals.css";

export const metadata: Metadata = {
  title: "Bazaar",
  description: "Kartomantik Draft Bazaar",
  // Installed on a phone (app/manifest.ts); iOS reads its own tags.
  appleWebApp: { capable: true, title: "Bazaar", statusBarStyle: "default" },
  icons: { icon: "/icons/icon-192.png", apple: "/icons/apple-touch-icon.png" },
};
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#7a3b69" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("app");
  const tPwa = await getTranslations("pwa");
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans antialiased">
        <OfflineBanner text={tPwa("offline")} />
        <ServiceWorkerRegistration />
        <NextIntlClientProvider>
          <header className="flex items-center justify-between border-b border-stone-200 bg-white/70 px-4 py-2">
            <Link
              href="/"
              className="inline-flex min-h-11 min-w-11 items-center text-lg font-bold tracking-tight text-accent"
            >
              {t("name")}
            </Link>
            <LocaleSwitch />
          </header>
          <main className="mx-auto max-w-5xl px-4 py-6">{children}</main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
