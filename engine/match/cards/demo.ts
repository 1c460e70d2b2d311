// Ability scripts for the bundled demo set (data/demo-set/bazaar-demo.json), keyed by card id.
// Keywords the text states plainly (Support, Support from hand, Cannot be played as First
// Manifestation, Persist, cannot be used as tribute) are read from the text by the loader.
export const DEMO_SCRIPTS: Record<string, unknown> = {};
