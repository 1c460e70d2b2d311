// Every extra spell's module, keyed by spell: a mapped type, so a spell without a module fails to compile.
import type { Spell } from "../types";
import { barriera } from "./barriera";
import { copia } from "./copia";
import { creatura } from "./creatura";
import { illusione } from "./illusione";
import { pozione } from "./pozione";
import type { ExtraSpell } from "./spell";
import { veleno } from "./veleno";

export const EXTRAS: { [K in Spell]: ExtraSpell } = { copia, veleno, illusione, barriera, pozione, creatura };
