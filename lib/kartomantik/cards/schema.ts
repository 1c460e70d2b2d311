// The community catalog format (as ../shared/data/kartomantik-beta/cards.json), validated card by
// card so that a bad file can name every bad card: collection number, field and reason.
import { z } from "zod";
import { CARD_TYPES, TEMPERAMENTS, symbolsOf } from "@/lib/kartomantik/cards/temperaments";

const text = z.string().max(4000);
const translation = z.looseObject({
  name: z.string().trim().min(1).max(120),
  typeLabel: text.optional(),
  subType: text.optional(),
  effect: text.optional(),
  color: text.optional(),
});

export const communityCard = z
  .looseObject({
    id: z.string().trim().min(1).max(100),
    name: z.string().trim().min(1).max(120),
    type: z.enum(CARD_TYPES),
    typeLabel: text.optional(),
    subType: text.default(""),
    effect: text.default(""),
    originalEffect: text.nullish(),
    cost: z.number().int().min(0).max(20).nullable(),
    power: z.number().int().min(0).max(30).nullable(),
    powerCost: z
      .string()
      .regex(/^(\{[GRBYPTH]\})*$/, "only symbols {G} {R} {B} {Y} {P} {T} {H}")
      .default(""),
    points: z
      .number()
      .int()
      .min(-100)
      .max(100)
      .refine((n) => n % 5 === 0, "must be a multiple of 5"),
    temperaments: z.array(z.enum(TEMPERAMENTS)).min(1).max(3),
    color: text.optional(),
    colorKey: z.enum(TEMPERAMENTS),
    ink: text.optional(),
    glow: text.optional(),
    image: z.string().max(2000).nullish(),
    artist: z.string().max(200).nullish(),
    collectionNumber: z.number().int().min(1).max(100000),
    setName: z.string().trim().min(1).max(80),
    translations: z.looseObject({ it: translation.optional() }).optional(),
  })
  .superRefine((card, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const symbols = symbolsOf(card.powerCost).length;
    if (card.type === "manifestation") {
      if (card.power === null) issue("power", "a manifestation needs a base power");
      if (card.cost !== null) issue("cost", "a manifestation has no tribute cost (null expected)");
      if (card.power !== null && symbols !== card.power)
        issue("powerCost", `has ${symbols} symbols but power is ${card.power}`);
    } else {
      if (card.cost === null) issue("cost", "a will needs a tribute cost");
      if (card.power !== null) issue("power", "a will has no power (null expected)");
      if (card.points !== 0) issue("points", "a will is worth 0 points");
      if (card.cost !== null && symbols !== card.cost)
        issue("powerCost", `has ${symbols} symbols but cost is ${card.cost}`);
    }
    if (!card.temperaments.includes(card.colorKey))
      issue("colorKey", `${card.colorKey} is not one of the card's temperaments`);
  });

export type CommunityCard = z.infer<typeof communityCard>;

export interface CardProblem {
  /** 1-based position in the file, for cards whose collection number is itself missing. */
  index: number;
  collectionNumber: number | null;
  name: string | null;
  field: string;
  reason: string;
}

export interface ValidatedCatalog {
  setName: string;
  cards: CommunityCard[];
}

export const MAX_CARDS = 5000;

/** Validates a whole catalog; returns every problem or the cards, never a partial set. */
export function validateCatalog(
  data: unknown,
): { ok: true; catalog: ValidatedCatalog } | { ok: false; problems: CardProblem[] } {
  if (!Array.isArray(data)) {
    return {
      ok: false,
      problems: [
        { index: 0, collectionNumber: null, name: null, field: "(file)", reason: "expected a JSON array of cards" },
      ],
    };
  }
  if (data.length === 0 || data.length > MAX_CARDS) {
    const reason = data.length === 0 ? "the file has no cards" : `at most ${MAX_CARDS} cards per file`;
    return { ok: false, problems: [{ index: 0, collectionNumber: null, name: null, field: "(file)", reason }] };
  }
  const problems: CardProblem[] = [];
  const cards: CommunityCard[] = [];
  data.forEach((raw, i) => {
    const r = raw as Record<string, unknown> | null;
    const collectionNumber = typeof r?.collectionNumber === "number" ? r.collectionNumber : null;
    const name = typeof r?.name === "string" ? r.name : null;
    const parsed = communityCard.safeParse(raw);
    if (parsed.success) cards.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push({
          index: i + 1,
          collectionNumber,
          name,
          field: issue.path.join(".") || "(card)",
          reason: issue.message,
        });
  });
  const firstSeen = new Map<string, number>();
  cards.forEach((card) => {
    for (const [field, value] of [
      ["collectionNumber", String(card.collectionNumber)],
      ["id", card.id],
    ] as const) {
      const key = `${field}:${value}`;
      if (firstSeen.has(key)) {
        problems.push({
          index: 0,
          collectionNumber: card.collectionNumber,
          name: card.name,
          field,
          reason: `duplicate ${field} ${value}`,
        });
      } else firstSeen.set(key, card.collectionNumber);
    }
  });
  const setNames = [...new Set(cards.map((c) => c.setName))];
  if (setNames.length > 1) {
    problems.push({
      index: 0,
      collectionNumber: null,
      name: null,
      field: "setName",
      reason: `one set per file, found ${setNames.length}: ${setNames.slice(0, 3).join(", ")}${setNames.length > 3 ? ", …" : ""}`,
    });
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, catalog: { setName: setNames[0] as string, cards } };
}
