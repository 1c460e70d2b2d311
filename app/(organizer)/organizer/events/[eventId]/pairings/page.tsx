import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireOrganizer } from "@/lib/auth/session";
import { getEventForOrganizer } from "@/lib/events/events";
import { isAppError } from "@/lib/errors";
import { roundMatches, roundsOf, tournamentView, type MatchView } from "@/lib/tournament/views";
import { isBye, sidesOfMatch } from "@/lib/tournament/shape";
import { roundLabel, type T } from "@/components/tournament/names";
import { PrintButton } from "./PrintButton";

export const dynamic = "force-dynamic";

// Printable pairings: one round per page (print stylesheet), table numbers, names, result boxes.
export default async function PairingsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const organizer = await requireOrganizer();
  const event = await getEventForOrganizer(organizer.id, eventId).catch((e) =>
    isAppError(e) ? notFound() : Promise.reject(e),
  );
  const view = await tournamentView(eventId);
  if (!view) notFound();
  const t = await getTranslations("tournament");
  const name = (id: string | null) => view.players.find((p) => p.seatId === id)?.name ?? "";
  const sideNames = (m: MatchView) => sidesOfMatch(m).map((seats) => seats.map(name).join(" & "));
  return (
    <div className="print-pairings space-y-8">
      <div className="flex items-center justify-between print:hidden">
        <h1 className="text-2xl font-bold">{t("printTitle", { event: event.name })}</h1>
        <PrintButton label={t("print")} />
      </div>
      {roundsOf(view).map((ref) => (
        <section key={`${ref.stage}-${ref.round}`} className="print-round space-y-3" data-testid="print-round">
          <h2 className="text-3xl font-bold">
            {event.name} · {roundLabel(t as T, ref)}
          </h2>
          <table className="w-full table-fixed border-collapse text-xl">
            <colgroup>
              <col className="w-32" />
              <col />
              <col className="w-20" />
              <col />
              {Array.from({ length: view.bestOf }, (_, i) => (
                <col key={i} className="w-24" />
              ))}
            </colgroup>
            <thead className="text-left text-sm text-stone-500">
              <tr>
                <th colSpan={4} />
                {Array.from({ length: view.bestOf }, (_, i) => (
                  <th key={i} className="font-normal">
                    {t("game", { n: i + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {roundMatches(view, ref).map((m) => (
                <tr key={m.id} className="border-b border-stone-400">
                  <td className="w-32 py-3 font-semibold">{m.table !== null ? t("table", { table: m.table }) : ""}</td>
                  {isBye(m) ? (
                    <td className="py-3" colSpan={3 + view.bestOf}>
                      {t("bye", { name: sideNames(m)[0] ?? "" })}
                    </td>
                  ) : (
                    <>
                      {/* A pod or a 2v2 table names every seat (its side's names, "Anna & Bruno"). */}
                      <td className="py-3 font-semibold">{sideNames(m)[0]}</td>
                      <td className="py-3 text-center text-stone-500">{t("vs")}</td>
                      <td className="py-3 font-semibold">{sideNames(m).slice(1).join(" · ")}</td>
                      {Array.from({ length: view.bestOf }, (_, i) => (
                        <td key={i} className="w-24 py-3">
                          <span
                            className="inline-block h-10 w-20 border border-stone-500"
                            role="img"
                            aria-label={t("game", { n: i + 1 })}
                          />
                        </td>
                      ))}
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
