import { getTranslations } from "next-intl/server";
import { incGamesOf } from "@/lib/incantesium/access";
import { IncGameLinks } from "./IncGameLinks";
import { IncTableForm } from "./IncTableForm";

/** An Incantesium event's challenges (watch as spectator or judge, replay, export the log) and a form to
 * start a table of 2–5 with the event's players and bots. */
export async function IncTablesPanel({ eventId, seats }: { eventId: string; seats: { id: string; name: string }[] }) {
  const [games, t] = await Promise.all([incGamesOf(eventId), getTranslations("incantesium.tables")]);
  return (
    <section className="panel space-y-3" data-testid="inc-tables">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-sm text-stone-600">{t("help")}</p>
      <IncTableForm eventId={eventId} seats={seats} />
      {games.length === 0 ? (
        <p className="text-sm">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {games.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center gap-3 py-1" data-testid="inc-game">
              <span className="font-semibold">{g.names.join(" – ")}</span>
              <span className="text-sm text-stone-600">
                {t(g.mode as "duel")} · {g.status === "finished" && g.result ? g.result.gems.join(":") : t("running")}
              </span>
              <IncGameLinks eventId={eventId} gameId={g.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
