import { getTranslations } from "next-intl/server";
import { ClaimButton } from "./ClaimButton";

export default async function ClaimPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("seat");
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-bold">{t("claimTitle")}</h1>
      <p className="text-stone-700">{t("claimHelp")}</p>
      <ClaimButton token={token} label={t("claimSubmit")} />
    </div>
  );
}
