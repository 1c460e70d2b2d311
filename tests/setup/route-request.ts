// A route handler's arguments in a test: its params (as Next.js passes them, a promise) and a JSON POST body.
export const ctx = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

export const post = (body: unknown) =>
  new Request("http://test/api", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
