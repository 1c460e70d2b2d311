import { useTranslations } from "next-intl";
import type { PageViewer } from "./streamState";

/** Says that the page is a spectator's or the judge's (nothing for a player). */
export function ViewerBadge({ as }: { as: PageViewer }) {
  const t = useTranslations("game");
  if (as === "player") return null;
  return (
    <p className="font-semibold" data-testid="game-viewer">
      {t(as === "judge" ? "judge" : "spectating")}
    </p>
  );
}
