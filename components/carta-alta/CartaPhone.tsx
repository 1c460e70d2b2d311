"use client";
// A game of Carta più alta on a phone (a seat) or the organizer's screen (spectator, judge): every seat's
// state as the server's view for this viewer gives it, and the seat's own hand as buttons, one per legal
// play (engine/carta-alta/README.md §3).
import { useTranslations } from "next-intl";
import { ErrorBox } from "@/components/ErrorBox";
import { BackLink } from "@/components/engine-game/BackLink";
import { GameFrame, GameLoading } from "@/components/engine-game/GameFrame";
import { engineUrls, type PageViewer } from "@/components/engine-game/streamState";
import { useEngineStream } from "@/components/engine-game/useEngineStream";
import { useAttention } from "@/components/phone/useAttention";
import type { CartaAction, CartaView } from "@/engine/carta-alta";
import type { ContractMessage } from "@/lib/engine-games/contract/views";

type CartaMessage = Omit<ContractMessage, "view" | "legal"> & { view: CartaView; legal?: CartaAction[] };

interface Props {
  gameId: string;
  backHref: string;
  /** Names per engine seat. */
  names: string[];
  as?: PageViewer;
}

export function CartaPhone({ gameId, backHref, names, as = "player" }: Props) {
  const t = useTranslations("cartaAlta");
  const stream = useEngineStream<CartaMessage>(engineUrls(`/api/games/carta-alta/${gameId}`, as), 20);
  const { message, busy, error } = stream;
  const legal = message?.legal ?? [];
  useAttention(as === "player" && message?.status === "running" && legal.length > 0);
  if (!message) return <GameLoading />;
  const { view } = message;
  const me = typeof view.viewer === "number" ? view.viewer : null;
  const label = (seat: number) => (seat === me ? t("you") : (names[seat] ?? `#${seat + 1}`));
  const sideName = (side: number) =>
    view.seats.flatMap((s, p) => (s.side === side ? [names[p] ?? `#${p + 1}`] : [])).join(" + ");
  const outcome = view.outcome;
  const banner = outcome
    ? outcome.winner === null
      ? t("draw")
      : me !== null && view.seats[me]!.side === outcome.winner
        ? t("won")
        : t("winner", { side: sideName(outcome.winner) })
    : legal.length
      ? t("yourMove")
      : t("waiting", { names: message.toMove.map(label).join(", ") });

  return (
    <GameFrame
      testId="carta-phone"
      message={message}
      className="mx-auto max-w-md space-y-3 pb-8"
      data={{ "data-seat": me ?? "" }}
    >
      <header className="flex items-center justify-between gap-2 rounded-xl bg-ink px-3 py-1 text-white">
        <BackLink href={backHref} label={t("back")} className="-my-1 underline" />
        <h1 className="font-semibold">{t("title")}</h1>
        <span />
      </header>

      <p
        role="status"
        data-testid="carta-banner"
        className={`rounded-xl px-3 py-2 text-center text-lg font-bold ${legal.length ? "bg-amber-300 text-stone-900" : "bg-stone-200 text-stone-800"}`}
      >
        {banner}
      </p>

      <ul className="grid grid-cols-2 gap-2" data-testid="carta-seats">
        {view.seats.map((seat, p) => (
          <li
            key={p}
            data-testid="carta-seat"
            data-seat={p}
            data-played={seat.played}
            className={`rounded-lg border p-2 text-sm ${seat.played ? "border-stone-300" : "border-amber-500"}`}
          >
            <p className="font-semibold">
              {label(p)}
              {message.bots[p] && <span className="ml-1 text-xs">({t("bot")})</span>}
            </p>
            <p>{seat.played ? t("played") : t("toPlay")}</p>
            <p>{t("handCount", { n: seat.handCount })}</p>
            {seat.card !== undefined && (
              <p className="text-lg font-bold" data-testid="carta-card">
                {t("card", { card: seat.card })}
              </p>
            )}
            {outcome && <p data-testid="carta-points">{t("points", { n: outcome.points[p] ?? 0 })}</p>}
          </li>
        ))}
      </ul>

      {me !== null && (view.seats[me]!.hand?.length ?? 0) > 0 && (
        <section aria-label={t("hand")} className="space-y-2">
          <h2 className="font-semibold">{t("hand")}</h2>
          <div className="grid grid-cols-3 gap-2" data-testid="carta-hand">
            {view.seats[me]!.hand!.map((card) => {
              const play = legal.find((a) => a.card === card);
              return (
                <button
                  key={card}
                  type="button"
                  className="btn min-h-14 text-2xl"
                  disabled={busy || !play}
                  aria-label={t("play", { card })}
                  data-testid="carta-play"
                  data-card={card}
                  onClick={() => play && void stream.send(play)}
                >
                  {card}
                </button>
              );
            })}
          </div>
        </section>
      )}
      <ErrorBox error={error} />
    </GameFrame>
  );
}
