// The shape of an op handler (ops/index.ts holds the table of them).
import type { Op } from "../cards/schema";
import type { Ctx } from "../core";
import type { Resolving } from "../types";

/** An op of the vocabulary by its name. */
export type OpOf<K extends Op["op"]> = Extract<Op, { op: K }>;
/** "wait": the op opened a decision and resumes when it is answered (Resolving.answer). */
export type Step = "done" | "wait";
export type OpHandler<O extends Op> = (ctx: Ctx, r: Resolving, op: O) => Step;
