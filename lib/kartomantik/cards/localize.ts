import type { Locale } from "@/i18n/config";
import type { Card } from "@/lib/generated/prisma/client";

/** A card as the UI shows it: texts in the viewer's language, the rest as stored. */
export interface CardInfo {
  id: string;
  collectionNumber: number;
  type: string;
  name: string;
  subType: string;
  effect: string;
  points: number;
  power: number | null;
  tribute: number | null;
  symbols: string;
  temperaments: string[];
  imageUrl: string | null;
}

export function localizeCard(c: Card, locale: Locale): CardInfo {
  const it = locale === "it";
  return {
    id: c.id,
    collectionNumber: c.collectionNumber,
    type: c.type,
    name: it ? c.nameIt : c.nameEn,
    subType: it ? c.subTypeIt : c.subTypeEn,
    effect: it ? c.effectIt : c.effectEn,
    points: c.points,
    power: c.power,
    tribute: c.tribute,
    symbols: c.symbols,
    temperaments: c.temperaments,
    imageUrl: c.imageUrl,
  };
}
