"use client";
import { useTranslations } from "next-intl";
import type { GameView } from "@/engine/incantesium";
import type { Tr } from "./cardText";
import { CardChips, CardTile } from "./CardTile";

/** The flow's top card large, and the Combo being cast on it; the game page's and the replay's. */
export function FlowTop({
  view,
  tr,
  testId,
  children,
}: {
  view: Pick<GameView, "flowTop" | "chain">;
  tr: Tr;
  testId: string;
  children?: React.ReactNode;
}) {
  const t = useTranslations("incantesium");
  // No flow yet while the castes are chosen (README ruling K5).
  if (view.flowTop === null) return null;
  return (
    <section className="flex items-center gap-3" aria-label={t("flow")}>
      <div data-testid={`${testId}-flow-top`}>
        <CardTile id={view.flowTop} tr={tr} big />
      </div>
      <div className="space-y-1 text-sm">
        <p className="font-semibold">{t("flow")}</p>
        {children}
        {view.chain && view.chain.cards.length > 0 && (
          <p data-testid={`${testId}-chain`}>
            {t.rich("chain", {
              cards: () => <CardChips ids={view.chain!.cards} tr={tr} separator=" + " />,
              charge: view.chain.charge,
            })}
          </p>
        )}
      </div>
    </section>
  );
}
