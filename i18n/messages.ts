import en from "@/messages/en.json";
import it from "@/messages/it.json";
import type { Locale } from "./config";

export type Messages = typeof it;
// English must have every key Italian has (checked by the type below and by a unit test).
const english: Messages = en;
const all: Record<Locale, Messages> = { it, en: english };

export function messagesFor(locale: Locale): Messages {
  return all[locale];
}
