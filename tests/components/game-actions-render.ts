// The phone's moves (components/kartomantik/game/GameActions.tsx) rendered as GamePhone feeds them, from a real
// engine state: the engine's own viewFor, legalActions and playChoices; seats named as a player's phone names them
// ("Tu" for itself), the cards it was shown named too. For the component tests of decisions and composing.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { eventsFor, legalActions, playChoices, viewFor, type DecisionView } from "@/engine/kartomantik";
import { GameActions } from "@/components/kartomantik/game/GameActions";
import { addLooked, tableNames } from "@/components/kartomantik/game/actionText";
import type { PlayAction } from "@/components/kartomantik/game/compose";
import it_ from "@/messages/it.json";
import en_ from "@/messages/en.json";
import { seat, type Name, type Scenario } from "../kartomantik/dsl";

const SEATS = ["Alba", "Bruno", "Carla", "Dario", "Elsa"];

/** The phone of `who` rendered in `locale`; `composing`: a play's composer open on that button's action; `error`: the
 * server's refusal the page passes in. */
export function renderActions(
  s: Scenario,
  who: Name,
  locale: "it" | "en" = "it",
  composing: PlayAction | null = null,
  error: string | null = null,
) {
  const me = seat(who);
  const view = viewFor(s.state, me);
  const legal = legalActions(s.state, me);
  const choices = playChoices(s.state, me, legal);
  const you = locale === "it" ? it_.game.you : en_.game.you;
  const nameOfDef = (def: string) => s.state.defs[def]?.name ?? def;
  const names = tableNames(view, nameOfDef, (p) => (p === me ? you : SEATS[p]!));
  addLooked(names, eventsFor(s.events, me, s.state.seats), nameOfDef);
  const decision = view.decisions.find((d): d is DecisionView => d.player === me && "prompt" in d);
  const html = renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: locale === "it" ? it_ : en_,
      timeZone: "Europe/Rome",
      onError: () => {},
      children: createElement(GameActions, {
        legal,
        busy: false,
        selected: null,
        names,
        inkOf: () => null,
        decision,
        teamNames: null,
        choices,
        onSend: () => {},
        composing,
        error: error && createElement("p", { role: "alert", "data-testid": "error" }, error),
      }),
    }),
  );
  const text = html
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return { legal, choices, decision, html, text, all: text.join(" | ") };
}
