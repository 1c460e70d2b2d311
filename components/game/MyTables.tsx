import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { tablesOfDevice } from "@/lib/kartomantik/games/play";

/** The running tables (Free-for-All, 2v2) the phone's player sits at, opened by the organizer: one link each. */
export async function MyTables({ eventId, device }: { eventId: string; device: string | null }) {
  const tables = await tablesOfDevice(eventId, device);
  if (tables.length === 0) return null;
  const t = await getTranslations("game");
  return (
    <section className="panel space-y-1" data-testid="my-tables">
      <h2 className="font-semibold">{t("myTables")}</h2>
      <ul className="space-y-1">
        {tables.map((g) => (
          <li key={g.id}>
            <Link className="btn w-full" href={`/play/${eventId}/games/kartomantik/${g.id}`} data-testid="open-table">
              {t("openTable", { names: g.seats.map((s) => s.name).join(", ") })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
