// A card set file an organizer's spreadsheet really writes: an Italian "CSV" saved by Excel is
// Windows-1252 ("Entità" as the byte 0xE0), a "Unicode text" is UTF-16; a hand-edited CSV may
// leave a quote open or an unquoted comma in an effect. Each is refused with the line and the
// reason, or read as written — never imported with "Entit\uFFFD" or with cards or columns shifted.
import Papa from "papaparse";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { mounted } = await import("../setup/mount");
const setsRoute = mounted("kartomantik", "card-sets");
const { CSV_COLUMNS } = await import("@/lib/kartomantik/cards/csv");
const { miniCatalog, unique } = await import("../setup/fixtures");

beforeEach(async () => {
  const org = await db().organizer.create({
    data: { email: `${unique("enc")}@test.it`, name: "Org", passwordHash: "x" },
  });
  state.organizer = { id: org.id, email: org.email, name: org.name };
  state.cookies.clear();
});

async function upload(fileName: string, content: string | Uint8Array) {
  const form = new FormData();
  form.set("file", new File([content as BlobPart], fileName));
  const res = await setsRoute.POST(
    new Request("http://test/api/kartomantik/card-sets", { method: "POST", body: form }),
    {
      params: Promise.resolve({}),
    },
  );
  const body = (await res.json()) as { error?: { code: string; message: string; params?: Record<string, unknown> } };
  return { status: res.status, error: body.error, body };
}

const cardsOf = (setName: string) =>
  db().card.findMany({ where: { set: { name: setName } }, orderBy: { collectionNumber: "asc" } });

/** The mini catalog as our CSV (docs/cards-csv.md), one line per card, Italian names included. */
function asCsv(cards: ReturnType<typeof miniCatalog>): string {
  const rows = cards.map((c) => ({
    set_name: c.setName,
    collection_number: c.collectionNumber,
    id: c.id,
    type: c.type,
    name_en: c.name,
    name_it: (c.translations as { it?: { name?: string } } | undefined)?.it?.name ?? "",
    temperaments: (c.temperaments as string[]).join("|"),
    power: c.power ?? "",
    cost: c.cost ?? "",
    points: c.points,
    effect_en: String(c.effect ?? "").replace(/\s+/g, " "),
    artist: "Ada",
  }));
  return Papa.unparse(rows, { columns: [...CSV_COLUMNS] });
}

/** Windows-1252 bytes of a text whose characters are all in Latin-1 (à, è, ì, ò, ù are). */
const latin1 = (text: string) => Uint8Array.from([...text].map((ch) => ch.charCodeAt(0) & 0xff));

describe("a card set file's encoding", () => {
  it("a Windows-1252 CSV (Excel's Italian 'CSV') is refused naming the line, not imported with U+FFFD", async () => {
    const cards = miniCatalog();
    cards[2]!.translations = { it: { name: "Entità Gelida" } };
    const text = asCsv(cards);
    expect([...text].every((ch) => ch.charCodeAt(0) < 256)).toBe(true);
    const { status, error } = await upload("set.csv", latin1(text));
    expect(status).toBe(422);
    // Line 4 of the file: the header, then the third card.
    expect(error!.code).toBe("card_file_not_utf8");
    expect(error!.message).toBe(
      "Il file «set.csv» non è testo UTF-8: la riga 4 ha un carattere in un'altra codifica (un «CSV» salvato da " +
        "Excel è spesso Windows-1252, e «à» arriverebbe come «�»). Salvalo come «CSV UTF-8» e caricalo di nuovo.",
    );
    expect(await cardsOf(String(cards[0]!.setName))).toHaveLength(0);
  });

  it("UTF-8 with or without a byte-order mark, and UTF-16 with one, are read as written", async () => {
    for (const encode of [
      (t: string) => new TextEncoder().encode(t),
      (t: string) => new TextEncoder().encode(`\uFEFF${t}`),
      (t: string) =>
        Uint8Array.from([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(t, (c) => c.charCodeAt(0)).buffer)]),
    ]) {
      const cards = miniCatalog();
      cards[2]!.translations = { it: { name: "Entità Gelida" } };
      const { status, body } = await upload("set.csv", encode(asCsv(cards)));
      expect(status, JSON.stringify(body)).toBe(200);
      const stored = await cardsOf(String(cards[0]!.setName));
      expect(stored).toHaveLength(cards.length);
      expect(stored[2]!.nameIt).toBe("Entità Gelida");
    }
  });
});

describe("a malformed CSV", () => {
  it("a quote left open swallows the lines after it: refused naming the line, nothing imported", async () => {
    const cards = miniCatalog();
    const lines = asCsv(cards).split("\r\n");
    // The 10th card's image opens a quote it never closes: the two cards after it would vanish into it.
    lines[10] = lines[10]!.replace(/,Ada,$/, ',Ada,"see the wiki');
    const { status, error } = await upload("set.csv", lines.join("\r\n"));
    expect(status).toBe(422);
    expect(error!.code).toBe("card_csv_malformed");
    expect(error!.message).toMatch(/^Riga 11 del file CSV: una virgoletta apre un campo e non lo chiude/);
    expect(await cardsOf(String(cards[0]!.setName))).toHaveLength(0);
  });

  it("an unquoted comma in an effect shifts the columns after it: refused naming the line, nothing imported", async () => {
    const cards = miniCatalog();
    const lines = asCsv(cards).split("\r\n");
    // Card 5's line gets one field too many; name_it, effect and artist would each take the next one's text.
    lines[5] = lines[5]!.replace(/,Ada,$/, ",Ada, Bea,");
    const { status, error } = await upload("set.csv", lines.join("\r\n"));
    expect(status).toBe(422);
    expect(error!.code).toBe("card_csv_malformed");
    expect(error!.message).toMatch(/^Riga 6 del file CSV: la riga ha più campi dell'intestazione/);
    expect(await cardsOf(String(cards[0]!.setName))).toHaveLength(0);
  });

  it("the same file as written is imported whole", async () => {
    const cards = miniCatalog();
    const { status } = await upload("set.csv", asCsv(cards));
    expect(status).toBe(200);
    expect(await cardsOf(String(cards[0]!.setName))).toHaveLength(cards.length);
  });
});
