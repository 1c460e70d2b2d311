import { getServerSession } from "next-auth";
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
