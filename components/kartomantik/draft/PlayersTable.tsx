import { useTranslations } from "next-intl";
import type { PublicDraft } from "@/lib/kartomantik/drafts/views";

interface Look {
  table?: string;
  head?: string;
  /** Per column: name, this table, cards, spent (widths, alignment). */
  cols?: [string, string, string, string];
  row?: (player: number) => string;
}

/** A name in a sentence ("Bruno (bot) chooses") when the bot plays that seat. */
export const botNamed = (name: string, bot: boolean, tag: string) => (bot ? `${name} (${tag})` : name);

/** "bot" beside a seat's name, on every screen in the size of its text. */
export function BotTag() {
  const t = useTranslations("draft");
  return (
    <span
      className="ml-[0.4em] rounded bg-sky-100 px-[0.3em] text-[0.8em] font-bold text-sky-900"
      data-testid="bot-tag"
    >
      {t("botTag")}
    </span>
  );
}

/** Every player's cards from this table (●○), cards in all and points spent: the console's,
 * the projector's and the phones' tables, each in its own size. */
export function PlayersTable({
  players,
  draft,
  testId,
  look = {},
  label = (_, name) => name,
  thisTable = true,
  bots = [],
}: {
  players: string[];
  draft: PublicDraft;
  testId: string;
  look?: Look;
  label?: (player: number, name: string) => string;
  thisTable?: boolean;
  /** Seats the draft bot plays: "bot" beside their names. */
  bots?: number[];
}) {
  const t = useTranslations("draft");
  const cols = look.cols ?? ["", "", "", ""];
  return (
    <table className={`w-full text-left ${look.table ?? ""}`} data-testid={testId}>
      <thead className={`text-stone-500 ${look.head ?? ""}`}>
        <tr>
          <th className={cols[0]}>{t("players")}</th>
          {thisTable && <th className={cols[1]}>{t("cardsThisTable")}</th>}
          <th className={cols[2]}>{t("cardsTotal")}</th>
          <th className={cols[3]}>{t("pointsSpent")}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((name, i) => {
          const taken = draft.takenThisTable[i]?.length ?? 0;
          return (
            <tr key={i} className={`border-t border-stone-200 ${look.row?.(i) ?? ""}`}>
              <td className={cols[0]}>
                {label(i, name)}
                {bots.includes(i) && <BotTag />}
              </td>
              {thisTable && (
                <td className={`tracking-widest ${cols[1]}`}>
                  {"●".repeat(taken)}
                  {"○".repeat(2 - taken)}
                </td>
              )}
              <td className={`tabular-nums ${cols[2]}`}>{draft.hands[i]?.length ?? 0}</td>
              <td className={`tabular-nums ${cols[3]}`}>{draft.spent[i] ?? 0}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
