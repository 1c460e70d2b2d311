// What probe.mjs can record besides its counters, and the experiments it can apply (declared once
// for the command line and the app's launcher).
export const PROFILE_KINDS = ["cpu", "heap", "light"] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export const WHAT_IFS = ["hub-pool", "no-write"] as const;
export type WhatIf = (typeof WHAT_IFS)[number];
