import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/options";

export interface OrganizerSession {
  id: string;
  email: string;
  name: string;
}

/** The signed-in organizer, from the next-auth session cookie only. */
export async function currentOrganizer(): Promise<OrganizerSession | null> {
  const session = await getServerSession(authOptions);
  const user = session?.user as { id?: string; email?: string | null; name?: string | null } | undefined;
  if (!user?.id) return null;
  return { id: user.id, email: user.email ?? "", name: user.name ?? "" };
}

/** For organizer pages: every page checks on its own (layouts are not re-run on client navigation). */
export async function requireOrganizer(): Promise<OrganizerSession> {
  const organizer = await currentOrganizer();
  if (!organizer) redirect("/login");
  return organizer;
}
