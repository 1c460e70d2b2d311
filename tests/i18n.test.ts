import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { ERROR_STATUS } from "@/lib/errors";

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe("messages", () => {
  it("English has exactly the keys Italian has", () => {
    expect(keys(en).sort()).toEqual(keys(it_).sort());
  });

  it("every error code has a message in both languages", () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect(it_.errors, code).toHaveProperty(code);
      expect(en.errors, code).toHaveProperty(code);
    }
  });

  it("uses the glossary's Italian rules terms", () => {
    expect(it_.temperaments).toMatchObject({
      choleric: "Collerico",
      vitreous: "Vitreo",
      transcendent: "Trascendente",
      hollow: "Vacuo",
    });
    expect(it_.types).toEqual({
      manifestation: "Manifestazione",
      ephemeral_will: "Volontà Effimera",
      persistent_will: "Volontà Persistente",
    });
  });
});
