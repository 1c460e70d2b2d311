import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/** A seat page's frame, whatever its game: the event's name and the player's own ("Tu (Anna)"), the tables the
 * organizer opened for them (where the page shows them), then the page's own content. */
export async function SeatFrame({
  view,
  tables,
  narrow = false,
  children,
}: {
  view: { event: { name: string }; me: { name: string } };
  tables?: ReactNode;
  /** A phone-width column (the pages before the tournament without a wide builder). */
  narrow?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations();
  return (
    <div className={narrow ? "mx-auto max-w-sm space-y-2" : "space-y-2"}>
      <p className="text-sm text-stone-600">
        {view.event.name} · <span data-testid="my-name">{t("seat.you", { name: view.me.name })}</span>
      </p>
      {tables}
      {children}
    </div>
  );
}
