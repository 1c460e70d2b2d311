// Where a decision's (or a legal action's) card options may lie, read from the rule that asks — the op's selector, the
// trigger's or the will's target spec, the flow step — by this file's own reading of the card text, not by the
// engine's matches(): "your hand" is the deciding seat's own hand, never a teammate's; "a target player's hand" is that
// one player's; "an opponent's" is any seat of another side; on the field "under your control" is the team's (2v2,
// "Controllo delle Carte"), and "Limbo, Mazzo, Mano, e Bacino Empatico rimangono invece separati".
import type { Decision, GameAction, GameState, Selector, TargetSpec, Zone } from "@/engine/kartomantik";
import type { Op } from "@/engine/kartomantik";

/** Where a card is: a zone of one seat (hand, deck, Limbo, vessel, exile: the seat whose list holds it) or a field zone
 * of a side (its controller's). */
export interface Place {
  zone: Zone;
  seat: number;
  side: number;
}

/** A rule's reach: which places its options may lie in, and the rule in words (failure messages). */
export interface Reach {
  rule: string;
  fits: (p: Place) => boolean;
  /** "P<seat>" options (a target player). */
  players?: (seat: number) => boolean;
}

const PRIVATE: ReadonlySet<Zone> = new Set<Zone>(["hand", "deck", "limbo", "vessel", "exile"]);
const FIELD_ZONES: Zone[] = ["confrontation", "interzone", "field"];
const ALIASES: Record<string, Zone[]> = {
  field: FIELD_ZONES,
  fieldOrStalemate: [...FIELD_ZONES, "stalemate"],
  wills: ["field"],
};

export function placeOf(s: GameState, id: string): Place | null {
  const c = s.cards[id];
  if (!c) return null;
  if (PRIVATE.has(c.zone)) {
    const z = c.zone as "hand" | "deck" | "limbo" | "vessel" | "exile";
    const seat = s.players.findIndex((pl) => pl[z].includes(id));
    return { zone: c.zone, seat, side: s.seats.side[seat] ?? -1 };
  }
  return { zone: c.zone, seat: c.controller, side: s.seats.side[c.controller]! };
}

const side = (s: GameState, p: number) => s.seats.side[p]!;
const targetSeat = (targets: readonly string[]) => (targets[0]?.startsWith("P") ? Number(targets[0].slice(1)) : null);

/** The seat whose vessel holds `src` ("in an opponent's Empathic Vessel … that player"), or null. */
function holderOf(s: GameState, src: string | null): number | null {
  if (!src) return null;
  const p = s.players.findIndex((pl) => pl.vessel.includes(src));
  return p < 0 ? null : p;
}

/** A selector read for `you`: its zones; in a private zone the seat, on the field the side, that its words name. */
export function selectorReach(
  s: GameState,
  sel: Selector,
  you: number,
  target: number | null,
  holder: number | null,
  rule: string,
): Reach {
  const zones = new Set<Zone>(
    sel.zone
      ? (Array.isArray(sel.zone) ? sel.zone : [sel.zone]).flatMap((z) => ALIASES[z] ?? [z as Zone])
      : FIELD_ZONES,
  );
  const mine = side(s, you);
  return {
    rule,
    fits: (p) => {
      if (!zones.has(p.zone) || p.seat < 0) return false;
      if (PRIVATE.has(p.zone)) {
        // A private zone is one seat's: "your hand" is yours alone (a teammate's is not).
        if (sel.controller === "you" && p.seat !== you) return false;
        if (sel.controller === "opponent" && p.side === mine) return false;
        if (sel.ofTarget && p.seat !== target) return false;
        if (sel.ofHolder && p.seat !== holder) return false;
        return true;
      }
      if (sel.controller === "you" && p.side !== mine) return false;
      if (sel.controller === "opponent" && p.side === mine) return false;
      if (sel.ofTarget && (target === null || p.side !== side(s, target))) return false;
      if (sel.ofHolder && (holder === null || p.side !== side(s, holder))) return false;
      return true;
    },
  };
}

function specReach(s: GameState, spec: TargetSpec, you: number, src: string | null, rule: string): Reach {
  if (spec.kind === "card") return selectorReach(s, spec.sel, you, null, holderOf(s, src), rule);
  return {
    rule,
    fits: () => false,
    players: (p) => spec.kind === "player" && (spec.who === "any" || side(s, p) !== side(s, you)),
  };
}

/** The seats a player reference names for a resolving item, where this file can tell (else null: any). */
function seatsOf(s: GameState, who: string | undefined, controller: number, r: GameState["resolving"]) {
  const others = s.players.map((_, p) => p).filter((p) => side(s, p) !== side(s, controller));
  switch (who ?? "you") {
    case "you":
      return [controller];
    case "t0": {
      const t = targetSeat(r!.item.targets);
      return t === null ? [] : [t];
    }
    case "opponent":
      return r!.opponent !== undefined ? [r!.opponent] : others;
    case "eachOpponent":
      return others;
    default:
      return null;
  }
}

/** The op a resolving item waits on: the one at the top frame's counter (ops/index.ts continueResolving). */
function waitingOp(s: GameState): Op | null {
  const frame = s.resolving?.frames.at(-1);
  return frame ? ((frame.ops[frame.pc] as Op | undefined) ?? null) : null;
}

const sourceOfItem = (it: NonNullable<GameState["resolving"]>["item"]) =>
  it.kind === "card" || it.kind === "supportFromInterzone" ? it.card : it.source;

/**
 * The reach of an open decision, from the rule that opened it; null where no data says (a custom handler's pool, a
 * stack target): then only the hidden-card property applies to its options.
 */
export function decisionReach(s: GameState, d: Decision): Reach | null {
  const you = d.player;
  if (d.kind === "chooseFirst")
    return { rule: "§4.2.2: a First Manifestation from your hand", fits: (p) => p.zone === "hand" && p.seat === you };
  if (d.kind === "excessToBottom")
    return { rule: "§4.2.5: your cards over the hand limit", fits: (p) => p.zone === "hand" && p.seat === you };
  if (d.kind === "placeWon")
    return {
      rule: "§4.2.4: the winners' manifestations in the Confrontation Zone and the stalemate",
      fits: (p) => p.zone === "confrontation" || p.zone === "stalemate",
    };
  if (d.kind === "targets" && s.placing && s.triggers[0]) {
    const t = s.triggers[0];
    const ability = s.defs[t.def]?.script.abilities?.[t.ability];
    const spec = ability?.kind === "trigger" ? ability.targets?.[s.placing.targets.length] : undefined;
    if (!spec) return null;
    return specReach(s, spec, t.controller, t.source, `${s.defs[t.def]!.name}: trigger target`);
  }
  if (d.kind === "opponent")
    return {
      rule: "“your opponent”: a seat of another side",
      fits: () => false,
      players: (p) => side(s, p) !== side(s, you),
    };
  const r = s.resolving;
  // The op an item waits on asks this: its card choices (a decision of another kind, e.g. which opponent, says none).
  if (!r || d.kind !== "choose" || d.source !== sourceOfItem(r.item)) return null;
  const op = waitingOp(s);
  const name = s.defs[s.cards[d.source]?.def ?? ""]?.name ?? (r.item.kind === "ability" ? r.item.def : d.source);
  if (!op) return null;
  switch (op.op) {
    case "choose":
      return d.prompt === "choose"
        ? selectorReach(s, op.sel, you, targetSeat(r.item.targets), holderOf(s, d.source), `${name}: choose`)
        : null;
    case "chain": {
      const from = new Set<Zone>(op.from);
      return {
        rule: `${name}: Chain from your ${op.from.join("/")}`,
        fits: (p) => from.has(p.zone) && (PRIVATE.has(p.zone) ? p.seat === you : p.side === side(s, you)),
      };
    }
    case "look":
      return { rule: `${name}: the top of a deck`, fits: (p) => p.zone === "deck" };
    case "discard": {
      const seats = seatsOf(s, op.who, r.item.controller, r);
      return {
        rule: `${name}: discard from ${op.who}'s hand`,
        fits: (p) => p.zone === "hand" && (seats === null || seats.includes(p.seat)),
      };
    }
    default:
      return null;
  }
}

/** The reach of a legal action's declared targets (a will's or an activated ability's target specs). */
export function actionReaches(s: GameState, a: GameAction): { reach: Reach; target: string }[] {
  if ((a.type !== "playWill" && a.type !== "activate") || !a.targets?.length) return [];
  const def = s.defs[s.cards[a.card]?.def ?? ""];
  if (!def) return [];
  const specs =
    a.type === "playWill"
      ? def.script.targets
      : ((a.ability !== undefined && def.script.abilities?.[a.ability]?.kind !== "static"
          ? (def.script.abilities?.[a.ability] as { targets?: TargetSpec[] } | undefined)?.targets
          : undefined) ?? undefined);
  if (!specs) return [];
  return a.targets.flatMap((t, i) =>
    specs[i] && t !== ""
      ? [{ reach: specReach(s, specs[i], a.player, a.card, `${def.name}: target ${i}`), target: t }]
      : [],
  );
}

/** Whether an option lies within a reach: "P<seat>" a player it may target, a card id (or each card of a compound
 * option, "c012:deck", "c012+c013") a place it may reach; words ("yes", "decline") and stack items are not places. */
export function within(s: GameState, reach: Reach, option: string): boolean {
  if (/^P\d+$/.test(option)) return reach.players?.(Number(option.slice(1))) ?? false;
  return option.split(/[:+]/).every((id) => {
    const place = placeOf(s, id);
    return place === null || reach.fits(place);
  });
}
