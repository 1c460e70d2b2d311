import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { eventForPage } from "@/lib/events/code-lookup";
import { seatOfDevice } from "@/lib/events/seats";
import { deviceKey } from "@/lib/players/device";
import { JoinForm } from "../../join/JoinForm";

export const dynamic = "force-dynamic";

// The QR code's target: a phone that already holds a seat goes straight back to it.
export default async function QrJoin({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const h = await headers();
  // Unknown (or too many guesses from this address): the form, whose answer says which.
  const event = await eventForPage(code, (name) => h.get(name));
  if (event && (await seatOfDevice(event.id, await deviceKey()))) redirect(`/play/${event.id}`);
  const t = await getTranslations("join");
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      {event && <p className="text-xl font-semibold">{event.name}</p>}
      <JoinForm code={code} />
    </div>
  );
}
