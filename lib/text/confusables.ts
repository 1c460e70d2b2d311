// A small confusables skeleton for display names: the Cyrillic and Greek letters drawn like a Latin one (Cyrillic
// "А" U+0410 and Latin "A", Greek "ο" and "o") read as that Latin letter, so that "Аnna" typed with a Cyrillic А is
// the same name as "Anna" at the table. Only letters that look the same in the same case are mapped (Cyrillic "Н" is
// Latin "H", but its lowercase "н" is no "h"), so the skeleton is taken before the key is lowercased. A name in
// Cyrillic or Greek stays a name of its own: "Борис" keeps its б and и, and only another "Борис" (or one made of
// lookalikes of it) clashes with it. A subset of Unicode's confusables (UTS #39), not the whole table: the scripts a
// phone keyboard at a game night switches to by mistake or on purpose.

const PAIRS: Record<string, string> = {
  // Cyrillic capitals
  "\u0410": "A", // А
  "\u0412": "B", // В
  "\u0415": "E", // Е
  "\u041A": "K", // К
  "\u041C": "M", // М
  "\u041D": "H", // Н
  "\u041E": "O", // О
  "\u0420": "P", // Р
  "\u0421": "C", // С
  "\u0422": "T", // Т
  "\u0423": "Y", // У
  "\u0425": "X", // Х
  "\u0405": "S", // Ѕ
  "\u0406": "I", // І
  "\u0408": "J", // Ј
  "\u04AE": "Y", // Ү
  "\u04C0": "I", // Ӏ (palochka)
  "\u0500": "D", // Ԁ
  "\u051A": "Q", // Ԛ
  "\u051C": "W", // Ԝ
  // Cyrillic small letters
  "\u0430": "a", // а
  "\u0435": "e", // е
  "\u043E": "o", // о
  "\u0440": "p", // р
  "\u0441": "c", // с
  "\u0443": "y", // у
  "\u0445": "x", // х
  "\u0455": "s", // ѕ
  "\u0456": "i", // і
  "\u0458": "j", // ј
  "\u04BB": "h", // һ
  "\u04CF": "l", // ӏ
  "\u0501": "d", // ԁ
  "\u051B": "q", // ԛ
  "\u051D": "w", // ԝ
  // Greek capitals
  "\u0391": "A", // Α
  "\u0392": "B", // Β
  "\u0395": "E", // Ε
  "\u0396": "Z", // Ζ
  "\u0397": "H", // Η
  "\u0399": "I", // Ι
  "\u039A": "K", // Κ
  "\u039C": "M", // Μ
  "\u039D": "N", // Ν
  "\u039F": "O", // Ο
  "\u03A1": "P", // Ρ
  "\u03A4": "T", // Τ
  "\u03A5": "Y", // Υ
  "\u03A7": "X", // Χ
  // Greek small letters
  "\u03B1": "a", // α
  "\u03B3": "y", // γ
  "\u03B9": "i", // ι
  "\u03BD": "v", // ν
  "\u03BF": "o", // ο
  "\u03C1": "p", // ρ
  "\u03C5": "u", // υ
};

const LOOKALIKE = new RegExp(`[${Object.keys(PAIRS).join("")}]`, "gu");

/** `text` with every Cyrillic or Greek letter drawn like a Latin one written as that Latin letter. Accents are
 * kept: the text is decomposed first (Cyrillic "ё" is "е" and a diaeresis, so it reads as Latin "ë") and composed
 * again (NFC). Case is kept, for the caller to fold after. */
export function latinSkeleton(text: string): string {
  return text
    .normalize("NFD")
    .replace(LOOKALIKE, (c) => PAIRS[c]!)
    .normalize("NFC");
}
