"use client";
// Incantesium's UI slots (components/game-registry/slot.ts): the rulebook's optional rules ("Regole
// opzionali") chosen at creation; one shared deck, no card set.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { nameOf } from "@/components/tournament/names";
import type { GameSlots } from "@/components/game-registry/slot";
import type { RunningChallenge } from "@/lib/incantesium/running";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/incantesium/bot-levels";
import { CASTE_MODES } from "@/lib/incantesium/settings";
const IncMatchBots = dynamic(() => import("@/components/incantesium/IncMatchBots").then((m) => m.IncMatchBots));
const IncRunningFeed = dynamic(() => import("@/components/incantesium/IncRunningFeed").then((m) => m.IncRunningFeed));
const IncProjectorGems = dynamic(() =>
  import("@/components/incantesium/IncProjectorGems").then((m) => m.IncProjectorGems),
);
const IncLivePanel = dynamic(() => import("@/components/incantesium/IncLivePanel").then((m) => m.IncLivePanel));
const IncBotTable = dynamic(() => import("@/components/incantesium/IncBotTable").then((m) => m.IncBotTable));
const DuelBotButtons = dynamic(() => import("@/components/engine-game/DuelBotButtons").then((m) => m.DuelBotButtons));

function NewEventFields() {
  const t = useTranslations("incantesium");
  return (
    <fieldset className="space-y-1" data-testid="inc-options-form">
      <p className="text-sm text-stone-600">{t("noDeck")}</p>
      <p className="text-sm text-stone-600">{t("events.modeHelp")}</p>
      <fieldset className="space-y-1" data-testid="inc-castes">
        <legend>{t("castes")}</legend>
        {CASTE_MODES.map((mode) => (
          <label key={mode} className="flex items-start gap-2">
            <input
              type="radio"
              name="castes"
              value={mode}
              defaultChecked={mode === "off"}
              className="mt-1"
              data-testid={`inc-castes-${mode}`}
            />
            <span>
              {t(`casteMode.${mode}`)}
              <span className="block text-sm text-stone-600">{t(`casteMode.${mode}Help`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="spirits" data-testid="inc-spirits" />
        {t("spirits")}
      </label>
    </fieldset>
  );
}

export const INCANTESIUM_SLOTS: GameSlots = {
  modeLabel: (t, mode) => t(`incantesium.events.${mode}`),
  NewEventFields,
  // The castes off, drawn (README ruling K3) or chosen (K5).
  settingsOf: (form) => ({ castes: String(form.get("castes") ?? "off"), spirits: form.get("spirits") === "on" }),
  // The match's challenge as it stands while it is played on the app.
  MatchPanel: ({ eventId, match, me }) => <IncLivePanel eventId={eventId} matchId={match.id} me={me} />,
  // The table's one challenge, the same for every seat (lib/incantesium/open.ts).
  playOnApp: {
    label: (t) => t("incantesium.playOnApp"),
    // IncLivePanel (the MatchPanel) shows the running challenge and the way back into it.
    running: { short: (t) => t("incantesium.running.short"), inPanel: true },
  },
  // A duel: a missing player's seat to the bot; a table: which seats the bots play, before it starts or from now on
  // in the running challenge (a mage dropped or gone: lib/incantesium/open.ts incBotPlaysFor).
  OrganizerMatchPanel: ({ eventId, view, match }) =>
    match.seats.length === 2 ? (
      <DuelBotButtons
        levels={{ levels: BOT_LEVELS, default: DEFAULT_BOT_LEVEL }}
        eventId={eventId}
        view={view}
        match={match}
        url={`/api/events/${eventId}/matches/${match.id}/bot`}
        kind="incantesium"
      />
    ) : ["scheduled", "disputed"].includes(match.status) && match.played.length === 0 ? (
      <IncMatchBots
        eventId={eventId}
        matchId={match.id}
        seats={match.seats.map((s) => ({ seatId: s.seatId, name: nameOf(view, s.seatId) }))}
      />
    ) : null,
  // A challenge's points are the gems each side conquered during it, lost again or not (README rulings G2, G4: a
  // 2v2 team's on its first place), not those held at its end.
  resultWords: {
    bySide: true,
    mine: (t) => t("incantesium.events.gemsMine"),
    valueLabel: (t, name) => t("incantesium.events.gemsOf", { name }),
    valueText: (t, n) => t("incantesium.events.gemsWon", { n }),
    column: (t) => t("incantesium.events.gems"),
    caption: (t) => t("incantesium.events.gemsCaption"),
  },
  // The gems of the challenges being played, on their own stream (their moves do not touch the tournament's).
  projector: {
    Feed: IncRunningFeed as NonNullable<GameSlots["projector"]>["Feed"],
    LiveCell: ({ match, live }) => <IncProjectorGems match={match} live={live as RunningChallenge | undefined} />,
  },
  Practice: IncBotTable,
};
