import { describe, expect, it } from "vitest";
import { negotiateLocale, requestLocale } from "@/i18n/config";

describe("the first visit's language (Accept-Language)", () => {
  it("Italian for an Italian browser, English for an English one", () => {
    expect(negotiateLocale("it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("it");
    expect(negotiateLocale("en-US,en;q=0.9")).toBe("en");
    expect(negotiateLocale("en-GB")).toBe("en");
    expect(negotiateLocale("IT")).toBe("it");
  });

  it("the best-ranked language we have, by q and then by order", () => {
    expect(negotiateLocale("de-DE,de;q=0.9,it;q=0.8,en;q=0.5")).toBe("it");
    expect(negotiateLocale("fr;q=0.9,en;q=0.4,it;q=0.3")).toBe("en");
    expect(negotiateLocale("en;q=0.5, it;q=0.8")).toBe("it");
    expect(negotiateLocale("it;q=0, en")).toBe("en");
  });

  it("English for a browser asking only for languages we do not have", () => {
    expect(negotiateLocale("de-DE,de;q=0.9")).toBe("en");
    expect(negotiateLocale("ja")).toBe("en");
  });

  it("Italian (the product's default) without a preference", () => {
    expect(negotiateLocale(null)).toBe("it");
    expect(negotiateLocale("")).toBe("it");
    expect(negotiateLocale("*")).toBe("it");
  });

  it("the user's switch (the cookie) wins over the browser; an unknown cookie does not", () => {
    expect(requestLocale("it", "en-US")).toBe("it");
    expect(requestLocale("en", "it-IT")).toBe("en");
    expect(requestLocale("fr", "en-US")).toBe("en");
    expect(requestLocale(undefined, "it-IT")).toBe("it");
  });
});
