import { getTranslations } from "next-intl/server";
import { JoinForm } from "./JoinForm";

export default async function JoinPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const { code } = await searchParams;
  const t = await getTranslations("join");
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <JoinForm code={code} />
    </div>
  );
}
