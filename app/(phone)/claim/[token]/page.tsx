import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { seatLinkUsable } from "@/lib/events/seats";
import { ClaimButton } from "./ClaimButton";

// Read at each visit: a link used a minute ago must not offer its button again.
export const dynamic = "force-dynamic";

export default async function ClaimPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("seat");
  // A link used, expired, cut short or made up says so at once, with what to do, instead of after the tap.
  if (!(await seatLinkUsable(token)))
    return (
      <div className="mx-auto max-w-sm space-y-4" data-testid="claim-invalid">
        <h1 className="text-2xl font-bold">{t("claimInvalidTitle")}</h1>
        <p className="text-stone-700">{t("claimInvalidHelp")}</p>
        <Link href="/join" className="btn-quiet w-full">
          {t("claimToJoin")}
        </Link>
      </div>
    );
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-bold">{t("claimTitle")}</h1>
      <p className="text-stone-700">{t("claimHelp")}</p>
      <ClaimButton token={token} label={t("claimSubmit")} />
    </div>
  );
}
