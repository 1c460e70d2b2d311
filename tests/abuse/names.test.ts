// A display name is unique at its event (case aside) so that the pairings, the standings and the projector name
// one person each. Through the join route: characters that show nothing (zero-width space, soft hyphen, word
// joiner, bidi controls, Hangul filler) and compatibility forms (fullwidth letters) no longer make a second "Anna"
// that reads exactly as the first; a name of invisible characters alone is no name. Before, each of these took a
// seat beside Anna and showed as "Anna" everywhere.
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");
state.headers = new Headers({ host: "bazaar.test" });

const { DEVICE_COOKIE } = await import("@/lib/players/device");
const joinRoute = await import("@/app/api/join/route");
const { db } = await import("@/lib/db/client");
const { importCatalog } = await import("@/lib/kartomantik/cards/import");
const { createEvent } = await import("@/lib/events/events");
const { seatNames } = await import("@/lib/events/public-info");
const { miniCatalog, unique } = await import("../setup/fixtures");

const ctx = { params: Promise.resolve({}) };
const join = async (code: string, name: string) => {
  state.cookies.set(DEVICE_COOKIE, randomBytes(32).toString("base64url"));
  const res = await joinRoute.POST(
    new Request("http://bazaar.test/api/join", {
      method: "POST",
      body: JSON.stringify({ code, name }),
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
    }),
    ctx,
  );
  return {
    status: res.status,
    body: (await res.json()) as { error?: { code: string; message?: string }; seat?: { name: string } },
  };
};

async function newEvent() {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  const set = await importCatalog(miniCatalog(), { source: "cli" });
  return createEvent(organizer.id, {
    name: "Friday",
    game: "kartomantik",
    format: "constructed",
    bestOf: 1,
    cardSetId: set.setId,
  });
}

beforeEach(() => state.cookies.clear());

describe("display names that read the same are the same name", () => {
  it("invisible characters and fullwidth letters do not make a second Anna; the names stay one each", async () => {
    const event = await newEvent();
    expect((await join(event.joinCode, "Anna")).status).toBe(200);
    for (const twin of [
      "Anna\u200B", // zero-width space
      "An\u00ADna", // soft hyphen
      "\u2060Anna", // word joiner
      "\u2066Anna\u2069", // bidi isolate
      "Anna\u3164", // Hangul filler
      "Ａｎｎａ", // fullwidth
      "ＡＮＮＡ",
    ]) {
      const refused = await join(event.joinCode, twin);
      expect(refused.status, JSON.stringify(twin)).toBe(409);
      expect(refused.body.error!.code).toBe("name_taken");
    }
    expect(await seatNames(event.id)).toEqual(["Anna"]);
  });

  it("a name of invisible characters alone is no name; what shows nothing is left out of a name that shows", async () => {
    const event = await newEvent();
    for (const blank of ["\u200B", "\u200B\u200C\u200D", "\u202E", "\u3164\u3164", "\u00AD \u2060"]) {
      const refused = await join(event.joinCode, blank);
      expect(refused.status, JSON.stringify(blank)).toBe(400);
      expect(refused.body.error!.code).toBe("name_required");
    }
    const bruno = await join(event.joinCode, "\u202EBru\u200Bno");
    expect(bruno.status).toBe(200);
    expect(bruno.body.seat!.name).toBe("Bruno");
    // Letters of other scripts are names as typed.
    expect((await join(event.joinCode, "Zoë")).status).toBe(200);
    expect((await join(event.joinCode, "Sofía")).status).toBe(200);
    expect(await seatNames(event.id)).toEqual(["Bruno", "Zoë", "Sofía"]);
  });

  it("an emoji's own glue stays (a family, a red heart): one emoji, not letters; a joiner after letters goes", async () => {
    const event = await newEvent();
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467} Gina";
    const heart = "\u2764\uFE0F Leo";
    expect((await join(event.joinCode, family)).body.seat!.name).toBe(family);
    expect((await join(event.joinCode, heart)).body.seat!.name).toBe(heart);
    expect((await join(event.joinCode, "Ugo\u200D")).body.seat!.name).toBe("Ugo");
    // The same emoji without the glue reads as the same name.
    const twin = await join(event.joinCode, "\u2764 Leo");
    expect(twin.body.error!.code).toBe("name_taken");
  });

  it("letters of another script drawn like Latin ones (Cyrillic А, Greek Ο) do not make a second Anna; a Cyrillic name is a name", async () => {
    const event = await newEvent();
    expect((await join(event.joinCode, "Anna")).status).toBe(200);
    for (const twin of [
      "\u0410nna", // Cyrillic capital А
      "\u0430nna", // Cyrillic small а (the case is folded as for Latin letters)
      "Ann\u0430", // a Cyrillic а last
      "\u0391NN\u0391", // Greek capital Alpha twice, and the Latin N between
      "\u0410nn\u0430\u200B", // lookalikes and an invisible character together
    ]) {
      const refused = await join(event.joinCode, twin);
      expect(refused.status, JSON.stringify(twin)).toBe(409);
      expect(refused.body.error, JSON.stringify(twin)).toMatchObject({ code: "name_lookalike" });
    }
    // The message names the seat it is taken for, in the user's language (Italian first).
    const { message } = (await join(event.joinCode, "\u0410nna")).body.error!;
    expect(message).toContain("«\u0410nna» si legge come «Anna»");
    expect(message).toContain("cirilliche o greche");

    // A name in Cyrillic is a name of its own, its case folded as ever; a lookalike of it clashes with it.
    expect((await join(event.joinCode, "Борис")).status).toBe(200);
    expect((await join(event.joinCode, "БОРИС")).body.error).toMatchObject({ code: "name_taken" });
    expect((await join(event.joinCode, "Бopиc")).body.error).toMatchObject({ code: "name_lookalike" }); // Latin o, p, c
    // The Latin name first and the lookalike after, or the other way round: the seat taken first keeps it.
    expect((await join(event.joinCode, "\u0415lena")).status).toBe(200); // Cyrillic Е
    expect((await join(event.joinCode, "Elena")).body.error).toMatchObject({ code: "name_lookalike" });
    // All capitals in Cyrillic read as what they look like: "АННА" is "AHHA", not Anna.
    expect((await join(event.joinCode, "АННА")).status).toBe(200);
    expect(await seatNames(event.id)).toEqual(["Anna", "Борис", "\u0415lena", "АННА"]);
  });
});
