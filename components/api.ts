// Client helper: every API answer is JSON; errors carry a translated, actionable message.
export interface ApiError {
  code: string;
  message: string;
  details?: unknown;
}

export async function callApi<T>(
  url: string,
  init?: { method?: string; json?: unknown; form?: FormData },
): Promise<{ data?: T; error?: ApiError }> {
  try {
    const res = await fetch(url, {
      method: init?.method ?? (init?.json !== undefined || init?.form ? "POST" : "GET"),
      headers: init?.json !== undefined ? { "content-type": "application/json" } : undefined,
      body: init?.form ?? (init?.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
    const body = await res.json().catch(() => null);
    // An error without our JSON body comes from something in between (a proxy, a restart):
    // ErrorBox words it for the user (errors.http_status).
    if (!res.ok)
      return {
        error: body?.error ?? { code: "http_status", message: `HTTP ${res.status}`, details: { status: res.status } },
      };
    return { data: body as T };
  } catch (err) {
    // The browser's own words ("Failed to fetch", "Load failed") mean nothing to a player: ErrorBox
    // says what to do instead (errors.network).
    return { error: { code: "network", message: (err as Error).message } };
  }
}
