import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { requireOrganizer } from "@/lib/auth/session";
import { ServerStatus } from "@/components/ServerStatus";
import { organizerMenu } from "@/components/game-registry/organizer-menu";
import { LogoutButton } from "./LogoutButton";

export default async function OrganizerLayout({ children }: { children: React.ReactNode }) {
  const organizer = await requireOrganizer();
  const t = await getTranslations();
  return (
    <div className="space-y-6">
      <nav className="flex flex-wrap items-center gap-3 text-sm">
        <Link className="font-semibold underline" href="/organizer">
          {t("dashboard.title")}
        </Link>
        {organizerMenu().map((link) => (
          <Link key={link.href} className="underline" href={link.href}>
            {t(link.label as "dashboard.manageSets")}
          </Link>
        ))}
        <span className="ml-auto text-stone-500" data-testid="organizer-email">
          {organizer.email}
        </span>
        <LogoutButton label={t("app.logout")} />
      </nav>
      <ServerStatus />
      {children}
    </div>
  );
}
