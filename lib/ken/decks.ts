// Players' Ken il Guerriero deck lists at a Ken event: entered on the phone as text (`N Nome
// (Tipo)` per line, section titles) or JSON, checked there live by engine/ken and again here against
// the event's card list and format. Only a legal list is saved (an illegal one is refused naming the
// first broken rule, every violation in the details); the tournament's start locks them.
import { createTranslator } from "next-intl";
import { z } from "zod";
import {
  explainKenListError,
  explainKenViolation,
  KEN_SECTIONS,
  parseKenDeckJson,
  parseKenDeckText,
  validateKenDeck,
  type KenCatalog,
  type KenDeck,
  type KenDeckCheck,
  type KenFormat,
  type KenListError,
  type KenParsedDeck,
} from "@/engine/ken";
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeEvent } from "@/lib/events/write";
import { seatOfDevice } from "@/lib/events/seats";
import { getKenCardList, KEN_GAME } from "@/lib/ken/card-lists";
import { messagesFor } from "@/i18n/messages";
import type { Locale } from "@/i18n/config";

export const kenDeckInput = z.object({ text: z.string().max(40_000) });

export interface KenDeckView {
  text: string;
  saved: boolean;
  locked: boolean;
  format: KenFormat;
}

/** Text, or JSON when it looks like JSON (docs/ken-card-list.md, "Deck lists"). */
export function parseKenDeck(catalog: KenCatalog, text: string): KenParsedDeck {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return parseKenDeckText(catalog, text);
  try {
    return parseKenDeckJson(catalog, JSON.parse(trimmed));
  } catch {
    return parseKenDeckText(catalog, text);
  }
}

/** The deck's sections as stored: name, type and count per entry (the cards are the event's list). */
const compact = (deck: KenDeck) =>
  Object.fromEntries(
    KEN_SECTIONS.map((s) => [s, deck[s].map((e) => ({ nome: e.card.nome, tipo: e.card.tipo, count: e.count }))]),
  );

async function kenEvent(client: Tx | ReturnType<typeof db>, eventId: string) {
  const event = await client.event.findUnique({ where: { id: eventId }, select: { game: true, format: true } });
  if (!event) throw new AppError("not_found");
  if (event.game !== KEN_GAME) throw new AppError("not_a_ken_event");
  return { format: event.format as KenFormat };
}

/** The player's own list and the event's card list (public: the phone checks the list live with it). */
export async function myKenDeck(eventId: string, device: string | null) {
  const seat = await seatOfDevice(eventId, device);
  if (!seat) throw new AppError("not_seated");
  const { format } = await kenEvent(db(), eventId);
  const [deck, list] = await Promise.all([
    db().kenDeck.findUnique({ where: { seatId: seat.id } }),
    getKenCardList(eventId),
  ]);
  const view: KenDeckView = { text: deck?.text ?? "", saved: !!deck, locked: !!deck?.lockedAt, format };
  return { deck: view, cards: list?.catalog.cards ?? null };
}

/** The first problem in the player's language, for the refusal's message (each has its line). */
function reason(locale: Locale, errors: KenListError[], check: KenDeckCheck | null): { rule: string; text: string } {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "ken" });
  const translate = (key: string, params?: Record<string, string | number>) =>
    (t as unknown as (k: string, p?: Record<string, string | number>) => string)(key, params);
  if (errors[0]) return { rule: errors[0].rule, text: explainKenListError(translate, errors[0]) };
  const v = check!.violations[0]!;
  return { rule: v.rule, text: explainKenViolation(translate, v) };
}

/** Checks `text` against the event's list and format; saves it when legal (an entry of the event's log). */
export async function saveMyKenDeck(
  eventId: string,
  device: string,
  input: z.infer<typeof kenDeckInput>,
  locale: Locale,
): Promise<KenDeckView & { cards: number; futuro: number; seq: number }> {
  const seat = await seatOfDevice(eventId, device);
  if (!seat) throw new AppError("not_seated");
  const { format } = await kenEvent(db(), eventId);
  const list = await getKenCardList(eventId);
  if (!list) throw new AppError("ken_card_list_missing");
  const parsed = parseKenDeck(list.catalog, input.text);
  const check = parsed.errors.length === 0 ? validateKenDeck(parsed.deck, format) : null;
  if (!check?.legal) {
    const first = reason(locale, parsed.errors, check);
    throw new AppError(
      "ken_deck_illegal",
      { rule: first.rule, reason: first.text },
      { errors: parsed.errors, violations: check?.violations ?? [] },
    );
  }
  const cards = KEN_SECTIONS.reduce((n, s) => n + check.counts[s], 0);
  // Under the event row's lock: a save cannot cross the tournament's start (which locks the decks).
  return writeEvent(eventId, async (tx, event) => {
    const existing = await tx.kenDeck.findUnique({ where: { seatId: seat.id } });
    if (existing?.lockedAt || event.status !== "setup") throw new AppError("ken_deck_locked");
    const data = { text: input.text, deck: compact(parsed.deck), cards };
    await tx.kenDeck.upsert({ where: { seatId: seat.id }, create: { seatId: seat.id, ...data }, update: data });
    return {
      result: { text: input.text, saved: true, locked: false, format, cards, futuro: check.counts.futuro },
      log: {
        type: "ken.deck_saved",
        actor: `seat:${seat.id}`,
        payload: { seatId: seat.id, cards, futuro: check.counts.futuro, previous: existing?.text ?? null },
      },
    };
  });
}

/** At the tournament's start: every player has a saved (legal) list; all are locked. */
export async function lockKenDecksIn(tx: Tx, eventId: string, seats: { id: string; displayName: string }[]) {
  const decks = await tx.kenDeck.findMany({
    where: { seatId: { in: seats.map((s) => s.id) } },
    select: { seatId: true },
  });
  const have = new Set(decks.map((d) => d.seatId));
  const missing = seats.filter((s) => !have.has(s.id)).map((s) => s.displayName);
  if (missing.length) throw new AppError("ken_decks_missing", { names: missing.join(", ") }, { missing });
  await tx.kenDeck.updateMany({ where: { seatId: { in: seats.map((s) => s.id) } }, data: { lockedAt: new Date() } });
  return seats.length;
}

/** The organizer's table: each seat's deck, saved or not, locked or not (the lists stay private). */
export async function kenDecksOverview(eventId: string) {
  const seats = await db().seat.findMany({
    where: { eventId },
    orderBy: { position: "asc" },
    select: { id: true, displayName: true, kenDeck: { select: { cards: true, lockedAt: true } } },
  });
  return seats.map((s) => ({
    seatId: s.id,
    name: s.displayName,
    cards: s.kenDeck?.cards ?? null,
    locked: !!s.kenDeck?.lockedAt,
  }));
}

/** Every seat's deck list for the event's archive (lib/tournament/exports.ts): as entered, as read, when locked. */
export async function archivedKenDecks(eventId: string): Promise<Map<string, unknown>> {
  const decks = await db().kenDeck.findMany({ where: { seat: { eventId } } });
  const list = (d: (typeof decks)[number]) => ({
    text: d.text,
    sections: d.deck,
    cards: d.cards,
    lockedAt: d.lockedAt?.toISOString() ?? null,
  });
  return new Map(decks.map((d) => [d.seatId, list(d)]));
}
