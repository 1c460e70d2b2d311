import { useTranslations } from "next-intl";

/** While the page's stream is down (useLiveSource keeps trying): its view may be behind. */
export function StreamOffline({ online }: { online: boolean }) {
  const t = useTranslations("game");
  if (online) return null;
  return (
    <p className="rounded-lg bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900" role="status">
      ⚠ {t("reconnecting")}
    </p>
  );
}
