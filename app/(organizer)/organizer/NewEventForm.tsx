"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import type { NewEventData } from "@/lib/game-registry/module";
import { gameSlots } from "@/components/game-registry/slots";
import { useApiForm } from "@/components/useApiForm";
import { GAMES, gameDefinition } from "@/lib/game-registry/definitions";

/** The body of a new event: the backbone's fields, then the game's own settings (its slot reads them). */
function eventBody(form: FormData) {
  const game = String(form.get("game"));
  const field = (name: string) => (form.get(name) === null ? undefined : form.get(name));
  return {
    name: form.get("name"),
    game,
    format: field("format"),
    bestOf: form.get("bestOf") === null ? undefined : Number(form.get("bestOf")),
    mode: field("mode"),
    ...gameSlots(game).settingsOf(form),
  };
}

/** A game's choices: its formats, then the chosen format's table modes and best-of (a select only where
 * there is a choice), then its own fields. */
function GameFields({ gameId, data }: { gameId: string; data: NewEventData }) {
  const t = useTranslations();
  const game = gameDefinition(gameId);
  const slots = gameSlots(gameId);
  const [formatId, setFormat] = useState(game.formats[0]!.id);
  const format = game.formats.find((f) => f.id === formatId) ?? game.formats[0]!;
  return (
    <>
      {game.formats.length > 1 && (
        <label className="label">
          {t("dashboard.format")}
          <select className="field" name="format" value={format.id} onChange={(e) => setFormat(e.target.value)}>
            {game.formats.map((f) => (
              <option key={f.id} value={f.id}>
                {t(`formats.${f.id}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {format.modes.length > 1 && (
        <label className="label">
          {t("dashboard.mode")}
          <select className="field" name="mode" defaultValue={format.modes[0]} data-testid="new-event-mode">
            {format.modes.map((m) => (
              <option key={m} value={m}>
                {slots.modeLabel(t, m)}
              </option>
            ))}
          </select>
        </label>
      )}
      {format.bestOf.length > 1 && (
        <label className="label">
          {t("dashboard.bestOf")}
          <select className="field" name="bestOf" defaultValue={String(format.bestOf[0])}>
            {format.bestOf.map((b) => (
              <option key={b} value={b}>
                {t(`bestOf.${b}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <slots.NewEventFields data={data} />
    </>
  );
}

/** `games`: the ids of the games this server offers (lib/game-registry/offered.ts). */
export function NewEventForm({ sets, games }: NewEventData & { games: readonly string[] }) {
  const t = useTranslations();
  const router = useRouter();
  const offered = GAMES.filter((g) => games.includes(g.id));
  const [game, setGame] = useState(offered[0]!.id);
  const { error, busy, onSubmit } = useApiForm(
    (form) => callApi<{ id: string }>("/api/events", { json: eventBody(form) }),
    (data) => router.push(`/organizer/events/${data.id}`),
  );
  return (
    <form className="panel space-y-3" onSubmit={onSubmit}>
      <label className="label">
        {t("dashboard.eventName")}
        <input className="field" name="name" required maxLength={80} />
      </label>
      <label className="label">
        {t("dashboard.game")}
        <select
          className="field"
          name="game"
          value={game}
          data-testid="new-event-game"
          onChange={(e) => setGame(e.target.value)}
        >
          {offered.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <GameFields key={game} gameId={game} data={{ sets }} />
      <ErrorBox error={error} />
      <button className="btn w-full" disabled={busy}>
        {t("dashboard.create")}
      </button>
    </form>
  );
}
