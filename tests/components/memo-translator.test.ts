// The game page's translators (components/memoTranslator.ts): each key with its parameters is formatted once and then
// given back as it was; other parameters, a number against the same digits as text, or another translator format
// again; the kept texts start again past their bound. The hook shares one per messages, locale and namespace.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { memoTranslator, useMemoTranslations } from "@/components/memoTranslator";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";

/** A translator that counts its calls and shows what it was asked. */
function counting() {
  const calls: string[] = [];
  const t = (key: string, params?: Record<string, string | number>) => {
    calls.push(key);
    return `${key}:${JSON.stringify(params ?? {})}`;
  };
  return { t, calls };
}

describe("memoTranslator", () => {
  it("formats each key and parameters once; the same text after", () => {
    const { t, calls } = counting();
    const tt = memoTranslator(t);
    for (let i = 0; i < 3; i++) {
      expect(tt("ev.played", { who: "Alba", card: "Germalvento" })).toBe(
        t("ev.played", { who: "Alba", card: "Germalvento" }),
      );
      expect(tt("empty")).toBe("empty:{}");
    }
    // Three calls of the translator itself above (one per loop) for the expected values, one each for the two keys.
    expect(calls.filter((k) => k === "ev.played")).toHaveLength(4);
    expect(calls.filter((k) => k === "empty")).toHaveLength(1);
  });

  it("other parameters, a number against text, and another translator are formatted again", () => {
    const { t, calls } = counting();
    const tt = memoTranslator(t);
    tt("ev.turn", { turn: 3 });
    tt("ev.turn", { turn: 4 });
    tt("ev.turn", { turn: "3" });
    expect(tt("ev.turn", { turn: "3" })).toBe('ev.turn:{"turn":"3"}');
    expect(calls).toEqual(["ev.turn", "ev.turn", "ev.turn"]);
    const other = counting();
    memoTranslator(other.t)("ev.turn", { turn: 3 });
    expect(other.calls).toEqual(["ev.turn"]);
  });

  it("starts again past 4096 texts, and still answers right", () => {
    const { t, calls } = counting();
    const tt = memoTranslator(t);
    for (let i = 0; i <= 4096; i++) tt("ev.turn", { turn: i });
    expect(calls).toHaveLength(4097);
    // The first one went with the rest when the 4097th came: formatted again.
    expect(tt("ev.turn", { turn: 0 })).toBe('ev.turn:{"turn":0}');
    expect(calls).toHaveLength(4098);
    expect(tt("ev.turn", { turn: 0 })).toBe('ev.turn:{"turn":0}');
    expect(calls).toHaveLength(4098);
  });
});

describe("useMemoTranslations", () => {
  /** Renders two components asking for the game's texts under one provider: the translators they got, and the page. */
  function render(locale: "it" | "en") {
    const got: ((key: "log") => string)[] = [];
    function Asks() {
      const t = useMemoTranslations("game");
      got.push(t);
      return createElement("span", null, t("log"));
    }
    const messages = locale === "it" ? it_ : en;
    const children = [createElement(Asks, { key: 1 }), createElement(Asks, { key: 2 })];
    const html = renderToStaticMarkup(
      createElement(NextIntlClientProvider, { locale, messages, timeZone: "Europe/Rome", children }),
    );
    return { got, html };
  }

  it("shares one kept translator per messages, locale and namespace; another locale gets its own, in its words", () => {
    const it1 = render("it");
    expect(it1.got).toHaveLength(2);
    expect(it1.got[0]).toBe(it1.got[1]);
    expect(render("it").got[0]).toBe(it1.got[0]);
    const en1 = render("en");
    expect(en1.got[0]).not.toBe(it1.got[0]);
    expect(it1.html).toBe(`<span>${it_.game.log}</span><span>${it_.game.log}</span>`);
    expect(en1.html).toBe(`<span>${en.game.log}</span><span>${en.game.log}</span>`);
    expect(it_.game.log).not.toBe(en.game.log);
  });
});
