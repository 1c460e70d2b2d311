// Words for the engine's actions and decision options on the phone: card instances by name, the
// engine's option words by the glossary's terms.
import type { CardView, GameAction, GameView } from "@/engine/kartomantik";

type T = (key: string, params?: Record<string, string | number>) => string;

/** Every card instance the viewer can see, by id. */
export function cardsIn(view: GameView): Map<string, CardView> {
  const cards = new Map<string, CardView>();
  const add = (c: CardView | null | undefined) => {
    if (c) cards.set(c.iid, c);
  };
  for (const p of view.players) {
    for (const list of [
      p.hand ?? [],
      p.shownHand,
      p.deck ?? [],
      p.limbo,
      p.field,
      p.vessel,
      p.exile ?? [],
      p.confrontation,
      p.interzone,
    ])
      for (const c of list) add(c);
    add(p.secretFirst);
  }
  for (const c of view.stalemate) add(c);
  for (const item of view.stack) add(item.card);
  return cards;
}

/** Every card instance the viewer can see, by id → display name. */
export function namesIn(view: GameView, nameOfDef: (def: string, fallback: string) => string): Map<string, string> {
  return new Map([...cardsIn(view)].map(([iid, c]) => [iid, nameOfDef(c.def, c.name)]));
}

export function optionText(option: string, names: Map<string, string>, t: T): string {
  const place = /^(.+):(deck|slot(\d))$/.exec(option);
  if (place) {
    const name = names.get(place[1]!) ?? "?";
    return place[2] === "deck" ? t("placeDeck", { name }) : t("placeSlot", { name, slot: Number(place[3]) + 1 });
  }
  if (names.has(option)) return names.get(option)!;
  const words: Record<string, string> = {
    keep: t("keep"),
    mulligan: t("mulligan"),
    yes: t("yes"),
    no: t("no"),
    done: t("done"),
  };
  return words[option] ?? option;
}

export function actionText(action: GameAction, names: Map<string, string>, t: T): string {
  const name = (id: string) => names.get(id) ?? "?";
  switch (action.type) {
    case "pass":
      return t("pass");
    case "concede":
      return t("concede");
    case "decide":
      return action.choice.length ? action.choice.map((o) => optionText(o, names, t)).join(" + ") : t("none");
    case "playWill": {
      const extra = [
        action.targets?.length ? t("targets", { names: action.targets.map(name).join(", ") }) : "",
        action.tribute?.cards.length ? t("tribute", { names: action.tribute.cards.map(name).join(", ") }) : "",
      ].filter(Boolean);
      return [t("playWill", { name: name(action.card) }), ...extra].join(" · ");
    }
    case "playSupport":
      return t("playSupport", { name: name(action.card) });
    case "activate":
      return [
        t("activate", { name: name(action.card), n: action.ability + 1 }),
        action.targets?.length ? t("targets", { names: action.targets.map(name).join(", ") }) : "",
      ]
        .filter(Boolean)
        .join(" · ");
    case "manual":
      return t("manual");
  }
}

/** The cards an action is about: the played or activated card, its targets and tribute, a decision's card options. */
export function cardsOfAction(a: GameAction): string[] {
  switch (a.type) {
    case "playWill":
    case "activate":
      return [a.card, ...(a.targets ?? []), ...(a.tribute?.cards ?? [])];
    case "playSupport":
      return [a.card];
    case "decide":
      return a.choice.map((o) => o.split(":")[0]!);
    default:
      return [];
  }
}

/** The card an action plays or activates (its button sits with that card's other actions), if any. */
export const cardOfAction = (a: GameAction): string | null =>
  a.type === "playWill" || a.type === "playSupport" || a.type === "activate" ? a.card : null;
