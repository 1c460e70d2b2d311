import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { engineServerOf } from "@/lib/game-registry/modules";

/** The running tables outside the tournament the phone's player sits at (opened by the organizer): one link
 * each, to the game's page. Nothing where the event's game has no such tables. */
export async function MyTables({ eventId, game, device }: { eventId: string; game: string; device: string | null }) {
  const tables = (await (await engineServerOf(game))?.tablesOf?.(eventId, device)) ?? [];
  if (tables.length === 0) return null;
  const t = await getTranslations("game");
  return (
    <section className="panel space-y-1" data-testid="my-tables">
      <h2 className="font-semibold">{t("myTables")}</h2>
      <ul className="space-y-1">
        {tables.map((g) => (
          <li key={g.id}>
            <Link className="btn w-full" href={`/play/${eventId}/games/${game}/${g.id}`} data-testid="open-table">
              {t("openTable", { names: g.names.join(", ") })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
