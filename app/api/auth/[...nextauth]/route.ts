import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { throttledAuth } from "@/lib/auth/login-throttle";

const handler = throttledAuth(NextAuth(authOptions));
export { handler as GET, handler as POST };
