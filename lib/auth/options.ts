// next-auth configuration: organizers sign in with email + password (JWT session cookie). Each
// JWT names a server-side session (lib/auth/sessions.ts) that signing out deletes.
// Players have no account; see lib/players/device.ts.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { findOrganizerByLogin } from "@/lib/auth/organizers";
import { endSession, SESSION_MAX_AGE, sessionActive, startSession } from "@/lib/auth/sessions";

const credentials = z.object({ email: z.string().trim().toLowerCase().email(), password: z.string().min(1).max(200) });

/** Thrown from the jwt callback for a signed-out session: next-auth then clears the cookie and
 * answers "no session". Expected, so not logged as an error. */
export const SESSION_ENDED = "session ended";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(raw) {
        const parsed = credentials.safeParse(raw);
        if (!parsed.success) return null;
        const organizer = await findOrganizerByLogin(parsed.data.email, parsed.data.password);
        return organizer ? { id: organizer.id, email: organizer.email, name: organizer.name } : null;
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) return { ...token, sub: user.id, sid: await startSession(user.id) };
      if (!(await sessionActive(token.sid, token.sub))) throw new Error(SESSION_ENDED);
      return token;
    },
    session({ session, token }) {
      if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
      return session;
    },
  },
  events: {
    async signOut({ token }) {
      await endSession(token?.sid);
    },
  },
  logger: {
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && metadata instanceof Error && metadata.message === SESSION_ENDED) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
};
