// The request context of route tests: Next's cookies()/headers() and the organizer's session, mocked
// over one shared state each test sets (who is signed in, which cookies this phone holds). A test
// file mocks both modules with these factories and imports `request` to drive them:
//   vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
//   vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
export const request = {
  organizer: null as null | { id: string; email: string; name: string },
  cookies: new Map<string, string>(),
  /** The request's headers (a test of the origin check gives a host). */
  headers: new Headers(),
};

export const nextHeaders = () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { value: request.cookies.get(name) } : undefined),
    set: (name: string, value: string) => request.cookies.set(name, value),
  }),
  headers: async () => request.headers,
});

export const organizerSession = () => ({ currentOrganizer: async () => request.organizer });
