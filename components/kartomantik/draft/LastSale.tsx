import { useTranslations } from "next-intl";
import type { LastSale as Sale } from "@/engine/kartomantik/draft/types";
import type { CardInfo } from "@/lib/kartomantik/cards/localize";

/** How the latest card left the table, in words: "Alba prende Finestra dell'Affinità per 15".
 * For the chooser who was outbid it says so, and that they choose again (§2). */
export function LastSale({
  sale,
  players,
  cards,
  me,
  className = "",
}: {
  sale: Sale | null | undefined;
  players: string[];
  cards: Record<string, CardInfo>;
  me?: number;
  className?: string;
}) {
  const t = useTranslations("draft");
  if (!sale) return null;
  const values = { name: players[sale.player] ?? "?", card: cards[sale.cardId]?.name ?? "?", price: sale.price };
  let text: string;
  if (me !== undefined && sale.chooser === me && sale.player !== me) text = t("lastSaleLost", values);
  else if (me !== undefined && sale.player === me)
    text = sale.price === 0 ? t("lastSaleMineFree", values) : t("lastSaleMine", values);
  else text = sale.price === 0 ? t("logFree", values) : t("logAcquired", values);
  return (
    <p className={className} data-testid="last-sale">
      <span className="text-stone-500">{t("lastSale")}: </span>
      {text}
    </p>
  );
}
