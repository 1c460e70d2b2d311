import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { requireOrganizer } from "@/lib/auth/session";
import { listEvents } from "@/lib/events/events";
import { gameDefinition } from "@/lib/game-registry/definitions";
import { newEventData } from "@/lib/game-registry/modules";
import { InviteButton } from "./InviteButton";
import { offeredGames } from "@/lib/game-registry/offered";
import { NewEventForm } from "./NewEventForm";

export const dynamic = "force-dynamic";

export default async function Dashboard() {
  const organizer = await requireOrganizer();
  const [events, newEvent, t] = await Promise.all([
    listEvents(organizer.id),
    newEventData(organizer.id),
    getTranslations(),
  ]);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="space-y-3">
        <h1 className="text-2xl font-bold">{t("dashboard.title")}</h1>
        {events.length === 0 && <p className="text-stone-600">{t("dashboard.empty")}</p>}
        <ul className="space-y-2" data-testid="event-list">
          {events.map((e) => (
            <li key={e.id}>
              <Link href={`/organizer/events/${e.id}`} className="panel block hover:border-accent">
                <span className="font-semibold">{e.name}</span>
                <span className="block text-sm text-stone-600">
                  {gameDefinition(e.game).name} · {t(`formats.${e.format as "draft_bazaar"}`)} · Bo
                  {e.bestOf} ·{" "}
                  {e.cardSet && `${e.cardSet.name}${e.cardSet.version > 1 ? ` v${e.cardSet.version}` : ""} · `}
                  {t("dashboard.seats", { count: e._count.seats })} · <span className="font-mono">{e.joinCode}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-bold">{t("dashboard.newEvent")}</h2>
        {newEvent.missing ? (
          <p>{t(newEvent.missing as "dashboard.noSets")}</p>
        ) : (
          <NewEventForm {...newEvent.data} games={offeredGames()} />
        )}
        <InviteButton />
      </section>
    </div>
  );
}
