// Words for the engine's actions and decision options on the phone: card instances by name, the
// engine's option words by the glossary's terms.
import type { CardView, DecisionView, GameAction, GameView } from "@/engine/kartomantik";

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
  for (const p of view.players) for (const c of p.deckSeen ?? []) add(c);
  for (const c of view.stalemate) add(c);
  for (const item of view.stack) add(item.card);
  if (view.resolving) add(view.resolving.card);
  return cards;
}

/** Every card instance the viewer can see, by id → display name. */
export function namesIn(view: GameView, nameOfDef: (def: string, fallback: string) => string): Map<string, string> {
  return new Map([...cardsIn(view)].map(([iid, c]) => [iid, nameOfDef(c.def, c.name)]));
}

/** The names a player's phone gives the engine's ids: card instances by name and, at a table, a seat ("P2": a 2v2
 * team's choice of who plays the First, whose vessel) by its player's name. */
export function tableNames(
  view: GameView,
  nameOfDef: (def: string, fallback: string) => string,
  label: (seat: number) => string,
): Map<string, string> {
  const names = namesIn(view, nameOfDef);
  // A target player ("P1", a duel's too: "a target player"), a team's choice of a seat, "your opponent" at a table.
  view.players.forEach((_, p) => names.set(`P${p}`, label(p)));
  // A target on the stack ("S12": a will or an effect to neutralize) by its card, or the card whose effect it is.
  for (const item of view.stack) {
    const id = item.card?.iid ?? item.source;
    const name = id ? names.get(id) : undefined;
    if (name) names.set(`S${item.id}`, name);
  }
  return names;
}

/** Cards the viewer was shown or looked at in the log (`looked`: the top of a deck, a hand shown to them), by name —
 * a decision's options among them ("take one to your hand") are those cards. */
export function addLooked(
  names: Map<string, string>,
  events: readonly { type: string; cards?: string[]; defs?: string[] }[],
  nameOfDef: (def: string, fallback: string) => string,
): void {
  for (const e of events)
    if (e.type === "looked" && e.cards && e.defs)
      e.cards.forEach((id, i) => {
        const def = e.defs![i];
        if (def && def !== "?" && !names.has(id)) names.set(id, nameOfDef(def, def));
      });
}

/** The engine's word options (`choose` and `mode` ops, a temperament, "unless … pays") said in the glossary's terms. */
const OPTION_WORDS = new Set([
  "decline",
  "essence",
  "phlegmatic",
  "choleric",
  "vitreous",
  "capricious",
  "melancholic",
  "showHand",
  "keepHidden",
  "discard3FromBottom",
  "lose10Points",
  "twoTokens",
  "oneToken",
  "noToken",
]);

/** What an op asks, from the engine's prompt (its op's words); null for one with no words of its own. */
const PROMPTS: Record<string, string> = {
  "your opponent": "opponent",
  "whose Empathic Vessel": "opponentVessel",
  target: "target",
  "new target": "newTarget",
  "target of the copy": "copyTarget",
  distribute: "distribute",
  chain: "chain",
  toHand: "toHand",
  toBottom: "toBottom",
  toLimbo: "toLimbo",
  may: "may",
  choose: "choose",
  unlessPay: "unlessPay",
  discard: "discard",
  temperament: "temperament",
  mode: "mode",
  "play from the Limbo": "playFromLimbo",
  "reveal a will": "revealWill",
  "pay for the revealed will": "payRevealed",
  gift: "gift",
};

export function promptText(prompt: string, t: T): string | null {
  const key = PROMPTS[prompt.replace(/^target \d+$/, "target")];
  return key ? t(`prompt.${key}`) : null;
}

export function optionText(option: string, names: Map<string, string>, t: T): string {
  const place = /^(.+):(deck|slot(\d))$/.exec(option);
  if (place) {
    const name = names.get(place[1]!) ?? "?";
    return place[2] === "deck" ? t("placeDeck", { name }) : t("placeSlot", { name, slot: Number(place[3]) + 1 });
  }
  if (names.has(option)) return names.get(option)!;
  if (OPTION_WORDS.has(option)) return t(`option.${option}`);
  // A payment by several cards ("c012+c015").
  if (option.includes("+") && option.split("+").every((id) => names.has(id)))
    return option
      .split("+")
      .map((id) => names.get(id)!)
      .join(", ");
  const words: Record<string, string> = {
    keep: t("keep"),
    mulligan: t("mulligan"),
    yes: t("yes"),
    no: t("no"),
    done: t("done"),
  };
  return words[option] ?? option;
}

/** `decision`: the one the action answers, when there is one (a trigger order names its triggers' cards). */
export function actionText(action: GameAction, names: Map<string, string>, t: T, decision?: DecisionView): string {
  const name = (id: string) => names.get(id) ?? "?";
  switch (action.type) {
    case "pass":
      return t("pass");
    case "concede":
      return t("concede");
    case "decide":
      if (decision?.kind === "orderTriggers" && decision.sources)
        return t("triggerOrder", {
          names: action.choice.map((i) => name(decision.sources![Number(i)] ?? "")).join(" → "),
        });
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
