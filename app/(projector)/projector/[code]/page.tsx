import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AutoRefresh } from "@/components/AutoRefresh";
import { QrCode } from "@/components/QrCode";
import { projectorBoardOf } from "@/components/game-registry/projector-boards";
import { startWatcherOf } from "@/components/game-registry/start-watchers";
import { eventForPage } from "@/lib/events/code-lookup";
import { seatNames } from "@/lib/events/public-info";
import { publicOrigin } from "@/lib/http/origin";
import { TournamentBoard } from "@/components/tournament/TournamentBoard";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { tournamentView } from "@/lib/tournament/views";

export const dynamic = "force-dynamic";

// The projector: public information only, no interaction, readable from 5 m.
export default async function Projector({
  params,
  searchParams,
}: {
  params: Promise<{ code: string }>;
  searchParams: Promise<{ every?: string }>;
}) {
  const { code } = await params;
  // ?every=N: seconds between pairings and standings (3–120, default 12).
  const every = Math.min(120, Math.max(3, Number((await searchParams).every) || 12));
  const h = await headers();
  const event = (await eventForPage(code, (name) => h.get(name))) ?? notFound();
  const t = await getTranslations();
  // The game's board before the tournament (a draft while it runs), then the tournament (pairings and
  // standings, alternating).
  const tournament = await tournamentView(event.id);
  if (tournament) {
    return (
      <div className="fixed inset-0 overflow-hidden bg-paper p-[2.2vh]">
        <TournamentBoard eventId={event.id} eventName={event.name} initial={tournament} seconds={every} />
      </div>
    );
  }
  const board = await projectorBoardOf(event.game)?.({ eventId: event.id, eventName: event.name });
  if (board) return board;
  const names = await seatNames(event.id);
  const origin = await publicOrigin();
  // What the game does first (a draft) takes the screen the moment it starts; the reload shows new seats.
  const GameStart = startWatcherOf(event.game);
  return (
    <div className="fixed inset-0 grid items-center gap-10 overflow-auto bg-paper p-8 text-center md:grid-cols-2">
      <AutoRefresh seconds={3} />
      <TournamentStartWatcher eventId={event.id} />
      {GameStart && <GameStart eventId={event.id} format={event.format} />}
      <div className="space-y-4">
        <h1 className="text-5xl font-bold">{event.name}</h1>
        <p className="text-4xl">{t("event.joinCode")}</p>
        <p className="font-mono text-8xl font-black tracking-[0.15em]" data-testid="join-code">
          {event.joinCode}
        </p>
        {/* Typed from the back of the room when a phone cannot scan the QR code. */}
        <p className="break-all font-mono text-4xl text-stone-700">{origin}/join</p>
      </div>
      <div className="flex flex-col items-center gap-6">
        <QrCode value={`${origin}/j/${event.joinCode}`} label={`${origin}/j/${event.joinCode}`} size={360} />
        <ol className="text-3xl font-semibold" data-testid="projector-seats">
          {names.map((name, i) => (
            <li key={i}>
              {i + 1}. {name}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
