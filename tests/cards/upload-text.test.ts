// Issue 30 §6: a control character or a lone surrogate inside an uploaded file — a card set (JSON
// or CSV) or a Ken card list — is a 400 naming the line (CSV) or the card (JSON) and the field,
// not a 500 from PostgreSQL (which refuses NUL); and nothing is stored.
import Papa from "papaparse";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { mounted } = await import("../setup/mount");
const setsRoute = mounted("kartomantik", "card-sets");
const eventsRoute = await import("@/app/api/events/route");
const kenCardsRoute = mounted("ken", "events/[eventId]/cards");
const { CSV_COLUMNS } = await import("@/lib/kartomantik/cards/csv");
const { miniCatalog, unique } = await import("../setup/fixtures");

const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const jsonReq = (method: string, body: unknown) =>
  new Request("http://test/api", {
    method,
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

beforeEach(async () => {
  const org = await db().organizer.create({
    data: { email: `${unique("up")}@test.it`, name: "Org", passwordHash: "x" },
  });
  state.organizer = { id: org.id, email: org.email, name: org.name };
  state.cookies.clear();
});

async function upload(fileName: string, content: string) {
  const form = new FormData();
  form.set("file", new File([content], fileName));
  const res = await setsRoute.POST(
    new Request("http://test/api/kartomantik/card-sets", { method: "POST", body: form }),
    ctx(),
  );
  return { status: res.status, error: ((await res.json()) as { error?: Record<string, unknown> }).error };
}

/** The mini catalog as our CSV format (docs/cards-csv.md). */
function asCsv(cards: ReturnType<typeof miniCatalog>): string {
  const rows = cards.map((c) => ({
    set_name: c.setName,
    collection_number: c.collectionNumber,
    id: c.id,
    type: c.type,
    name_en: c.name,
    temperaments: (c.temperaments as string[]).join("|"),
    power: c.power ?? "",
    cost: c.cost ?? "",
    points: c.points,
    // One line per card: the line numbers below are then plain to count.
    effect_en: String(c.effect ?? "").replace(/\s+/g, " "),
  }));
  return Papa.unparse(rows, { columns: [...CSV_COLUMNS] });
}

describe("a card set with a bad character", () => {
  const sets = (name: string) => db().cardSet.count({ where: { name } });

  it.each([
    ["NUL", "\u0000", "U+0000"],
    ["lone surrogate", "\ud800", "U+D800"],
  ])("JSON, %s in a card's effect: 400 naming the card and the field", async (_, bad, char) => {
    const cards = miniCatalog();
    cards[2] = { ...cards[2]!, effect: `Pesca${bad} una carta` };
    const { status, error } = await upload("set.json", JSON.stringify(cards));
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "file_invalid_text",
      details: { index: 3, field: "effect", reason: char === "U+0000" ? "control_character" : "lone_surrogate" },
    });
    expect(error!.message).toBe(
      `Carta 3 del file, campo «effect»: contiene un carattere non ammesso (${char}). Toglilo e carica di nuovo il file.`,
    );
    expect(await sets(cards[0]!.setName as string)).toBe(0);
  });

  it("JSON, a bad character in a nested field or a key is named too; a card nested too deep is refused", async () => {
    const cards = miniCatalog();
    cards[0] = { ...cards[0]!, translations: { it: { name: "Carta", effect: "a\u0007b" } } };
    expect((await upload("set.json", JSON.stringify(cards))).error).toMatchObject({
      code: "file_invalid_text",
      details: { index: 1, field: "translations.it.effect" },
    });
    const key = miniCatalog();
    key[1] = { ...key[1]!, ["note\u001f"]: "x" };
    expect((await upload("set.json", JSON.stringify(key))).error).toMatchObject({
      code: "file_invalid_text",
      details: { index: 2, field: "(card)", char: "U+001F" },
    });
    const deep = miniCatalog();
    deep[4] = { ...deep[4]!, extra: "DEEP" };
    const text = JSON.stringify(deep).replace('"DEEP"', "[".repeat(50_000) + "]".repeat(50_000));
    const refused = await upload("set.json", text);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: "input_too_deep", details: { index: 5 } });
  });

  it.each([
    ["NUL", "\u0000", "U+0000"],
    ["a C0 control", "\u0001", "U+0001"],
  ])("CSV, %s in a cell: 400 naming the line and the column", async (_, bad, char) => {
    const cards = miniCatalog();
    const lines = asCsv(cards).split("\r\n");
    // Line 5 of the file: the 4th card (the header is line 1).
    lines[4] = lines[4]!.replace(String(cards[3]!.name), `${String(cards[3]!.name)}${bad}`);
    const { status, error } = await upload("set.csv", lines.join("\r\n"));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "file_invalid_text", details: { line: 5, field: "name_en" } });
    expect(error!.message).toBe(
      `Riga 5 del file, campo «name_en»: contiene un carattere non ammesso (${char}). Toglilo e carica di nuovo il file.`,
    );
    expect(await sets(cards[0]!.setName as string)).toBe(0);
  });

  it("the same files without the bad character are imported", async () => {
    const cards = miniCatalog();
    expect((await upload("set.json", JSON.stringify(cards))).status).toBe(200);
    expect((await upload("set.csv", asCsv(miniCatalog()))).status).toBe(200);
  });
});

describe("a Ken card list with a bad character", () => {
  async function kenEvent() {
    const res = await eventsRoute.POST(
      jsonReq("POST", { name: "Ken night", game: "ken", format: "standard", bestOf: 1 }),
      ctx(),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  }
  const card = (nome: string) => ({ nome, tipo: "Personaggio", morale: "buona", attacco: 1, difesa: 1, resistenza: 2 });

  it("JSON, NUL or a lone surrogate in a card's field (escaped in the file): 400 naming the card and the field", async () => {
    const eventId = await kenEvent();
    for (const [bad, char] of [
      ["\u0000", "U+0000"],
      ["\udc00", "U+DC00"],
    ] as const) {
      const content = JSON.stringify([card("Bat"), card(`Lin${bad}`)]);
      // The file's text itself is clean: the character only appears once the file is parsed.
      expect(content).not.toContain(bad);
      const res = await kenCardsRoute.PUT(jsonReq("PUT", { fileName: "carte.json", content }), ctx({ eventId }));
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string; details: unknown } };
      expect(error).toMatchObject({ code: "file_invalid_text", details: { index: 2, field: "nome" } });
      expect(error.message).toContain(`Carta 2 del file, campo «nome»: contiene un carattere non ammesso (${char})`);
    }
    expect(await db().kenCardList.count({ where: { eventId } })).toBe(0);
    // Clean, the same list is taken.
    const ok = await kenCardsRoute.PUT(
      jsonReq("PUT", { fileName: "carte.json", content: JSON.stringify([card("Bat"), card("Lin")]) }),
      ctx({ eventId }),
    );
    expect(ok.status).toBe(200);
  });

  it("CSV, a control character in a cell: 400 naming the line and the column", async () => {
    const eventId = await kenEvent();
    const content =
      "nome,tipo,morale,attacco,difesa,resistenza\nBat,Personaggio,buona,1,1,2\nLin,Personaggio,buo\u0085na,1,1,2\n";
    const res = await kenCardsRoute.PUT(jsonReq("PUT", { fileName: "carte.csv", content }), ctx({ eventId }));
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error).toMatchObject({ code: "file_invalid_text", details: { line: 3, field: "morale" } });
    expect(await db().kenCardList.count({ where: { eventId } })).toBe(0);
  });
});
