// Set names are per organizer (CardSet.scope): an organizer's own "Beta" and a shared "Beta" may both be offered for
// a new event. The choice tells them apart (yours / someone else's); a name offered once is shown as it is.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KARTOMANTIK_SLOTS } from "@/components/kartomantik/slots";
import type { NewEventData } from "@/lib/game-registry/module";
import it_ from "@/messages/it.json";

const options = (data: NewEventData) =>
  [
    ...renderToStaticMarkup(
      createElement(NextIntlClientProvider, {
        locale: "it",
        messages: it_,
        timeZone: "Europe/Rome",
        children: createElement(KARTOMANTIK_SLOTS.NewEventFields, { data }),
      }),
    ).matchAll(/<option value="([^"]+)">([^<]*)<\/option>/g),
  ].map((m) => [m[1], m[2]]);

describe("the new event's card set choice", () => {
  it("tells the organizer's own set from another's of the same name", () => {
    expect(
      options({
        sets: [
          { id: "a", name: "Beta (300)", mine: true },
          { id: "b", name: "Beta (300)", mine: false },
          { id: "c", name: "Bazaar Demo (240)", mine: false },
        ],
      }),
    ).toEqual([
      ["a", "Beta (300) · tuo"],
      ["b", "Beta (300) · di altri"],
      ["c", "Bazaar Demo (240)"],
    ]);
  });
});
