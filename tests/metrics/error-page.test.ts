// The error page (app/error.tsx) shows the digest Next.js gives a server failure, in the user's
// language: the error's JSON line carries the same digest (instrumentation.ts onRequestError), so
// a user's report finds it in the logs. Without a digest (a failure in the browser) no line is shown.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));

const { default: PageError } = await import("@/app/error");
const { messagesFor } = await import("@/i18n/messages");

function render(locale: "it" | "en", digest?: string): string {
  const error = Object.assign(new Error("hidden"), digest ? { digest } : {});
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: "Europe/Rome",
      messages: messagesFor(locale),
      children: createElement(PageError, { error, reset: () => {} }),
    }),
  );
}

describe("the error page", () => {
  it("shows the failure's digest for the operator, in Italian and in English", () => {
    expect(render("it", "2817364512")).toContain("Riferimento per chi gestisce il server: 2817364512");
    expect(render("en", "2817364512")).toContain("Reference for the server&#x27;s operator: 2817364512");
    expect(render("en")).not.toContain("error-reference");
    expect(render("en", "2817364512")).not.toContain("hidden");
  });
});
