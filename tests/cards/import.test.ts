import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { CatalogError, importCatalog, parseCatalogFile } from "@/lib/kartomantik/cards/import";
import { AppError } from "@/lib/errors";
import { loadBeta, miniCatalog, unique, type RawCard } from "../setup/fixtures";

async function setCards(setName: string) {
  return db().card.findMany({ where: { set: { name: setName } }, orderBy: { collectionNumber: "asc" } });
}

describe("importing the real Beta catalog", () => {
  it("stores 300 cards: 195 manifestations, 63 ephemeral and 42 persistent wills; a second import changes nothing", async () => {
    const beta = loadBeta();
    const first = await importCatalog(beta, { source: "cli" });
    expect(first.total).toBe(300);
    expect(first.byType).toEqual({ manifestation: 195, ephemeral_will: 63, persistent_will: 42 });
    const cards = await setCards("Beta");
    expect(cards).toHaveLength(300);
    expect(cards.filter((c) => c.type === "manifestation")).toHaveLength(195);

    const before = await db().card.findMany({ where: { setId: first.setId }, select: { id: true, updatedAt: true } });
    const again = await importCatalog(loadBeta(), { source: "cli" });
    expect(again).toMatchObject({ setId: first.setId, created: 0, updated: 0, unchanged: 300, removed: 0 });
    const after = await db().card.findMany({ where: { setId: first.setId }, select: { id: true, updatedAt: true } });
    expect(after).toEqual(before);
    expect(await db().cardSet.count({ where: { slug: "beta" } })).toBe(1);
  });

  it("keeps Italian and English texts, symbols and the remote image as given", async () => {
    await importCatalog(loadBeta(), { source: "cli" });
    const card = await db().card.findFirstOrThrow({ where: { set: { slug: "beta" }, collectionNumber: 1 } });
    const raw = loadBeta().find((c) => c.collectionNumber === 1)!;
    expect(card.nameEn).toBe(raw.name);
    expect(card.nameIt).toBe((raw.translations as { it: { name: string } }).it.name);
    expect(card.symbols).toBe(raw.powerCost);
    expect(card.imageUrl).toBe(raw.image);
    expect(card.raw).toEqual(raw);
  });
});

describe("a bad catalog imports nothing and names every bad card", () => {
  it("refuses a Beta copy with one broken card, naming its collection number and field", async () => {
    const broken = loadBeta().map((c) => ({ ...c, setName: unique("BrokenBeta") }));
    const setName = broken[0]!.setName;
    broken.forEach((c) => (c.setName = setName));
    const victim = broken.find((c) => c.type === "manifestation" && c.collectionNumber > 40)!;
    victim.points = 7; // not a multiple of 5
    const err = await importCatalog(broken, { source: "cli" }).catch((e) => e);
    expect(err).toBeInstanceOf(CatalogError);
    expect(err.problems).toEqual([
      expect.objectContaining({
        collectionNumber: victim.collectionNumber,
        field: "points",
        reason: "must be a multiple of 5",
      }),
    ]);
    expect(err.params.first).toContain(`#${victim.collectionNumber}`);
    expect(err.params.first).toContain("points");
    expect(await db().cardSet.count({ where: { name: setName } })).toBe(0);
  });

  it("lists every problem, including cross-field ones and duplicates", async () => {
    const cards = miniCatalog();
    cards[0]!.power = null; // manifestation without power
    cards[1]!.temperaments = ["purple"];
    cards[2]!.collectionNumber = cards[3]!.collectionNumber;
    delete (cards[4] as Record<string, unknown>).name;
    const err = (await importCatalog(cards, { source: "cli" }).catch((e) => e)) as CatalogError;
    expect(err).toBeInstanceOf(CatalogError);
    const fields = err.problems.map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(["power", "temperaments.0", "collectionNumber", "name"]));
    expect(err.problems.find((p) => p.field === "name")?.collectionNumber).toBe(cards[4]!.collectionNumber);
  });

  it("checks will rules: a cost is required, points are 0, symbols match the cost", async () => {
    const setName = unique("Wills");
    const wills = loadBetaWills(setName);
    wills[0]!.cost = null;
    wills[1]!.points = 10;
    wills[2]!.powerCost = "{G}";
    const err = (await importCatalog(wills, { source: "cli" }).catch((e) => e)) as CatalogError;
    expect(err.problems.map((p) => [p.collectionNumber, p.field])).toEqual([
      [wills[0]!.collectionNumber, "cost"],
      [wills[1]!.collectionNumber, "points"],
      [wills[2]!.collectionNumber, "powerCost"],
    ]);
  });

  it("refuses files that are not a card array", async () => {
    for (const data of [{ cards: [] }, [], "text"]) {
      const err = (await importCatalog(data, { source: "cli" }).catch((e) => e)) as CatalogError;
      expect(err.problems[0]?.field).toBe("(file)");
    }
    expect(() => parseCatalogFile("x.json", "{not json")).toThrow(AppError);
  });
});

describe("re-import updates in place", () => {
  it("updates changed cards and removes cards no longer in the file", async () => {
    const cards = miniCatalog(unique("Evolving"), 6);
    const first = await importCatalog(cards, { source: "cli" });
    const changed = cards.slice(0, 5).map((c) => ({ ...c }));
    changed[0] = { ...changed[0]!, effect: "Support." };
    const second = await importCatalog(changed, { source: "cli" });
    expect(second).toMatchObject({ setId: first.setId, created: 0, updated: 1, unchanged: 4, removed: 1 });
    const stored = await setCards(cards[0]!.setName);
    expect(stored).toHaveLength(5);
    expect(stored[0]!.effectEn).toBe("Support.");
  });

  it("lets an organizer update only their own sets: another's file of the same name is their own set (tests/cards/sets.test.ts)", async () => {
    const owner = await db().organizer.create({ data: { email: `${unique("o")}@x.it`, name: "O", passwordHash: "x" } });
    const other = await db().organizer.create({ data: { email: `${unique("p")}@x.it`, name: "P", passwordHash: "x" } });
    const cards = miniCatalog(unique("Owned"), 3);
    const mine = await importCatalog(cards, { source: "upload", ownerId: owner.id });
    const changed = cards.map((c, i) => (i === 0 ? { ...c, effect: "Support." } : c));
    const theirs = await importCatalog(changed, { source: "upload", ownerId: other.id });
    expect(theirs).toMatchObject({ created: 3, sharedCopy: false });
    expect(theirs.setId).not.toBe(mine.setId);
    await expect(importCatalog(cards, { source: "upload", ownerId: owner.id })).resolves.toMatchObject({
      setId: mine.setId,
      unchanged: 3,
    });
  });
});

function loadBetaWills(setName: string) {
  return loadBeta()
    .filter((c) => c.type !== "manifestation")
    .slice(0, 5)
    .map((c): RawCard => ({ ...c, setName }));
}
