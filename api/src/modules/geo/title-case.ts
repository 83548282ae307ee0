/** Roman numerals INEC uses to number units and wards (I … XXXIX): kept upper case. */
const ROMAN = /^X{0,3}(IX|IV|V?I{0,3})$/;

/** Abbreviations that read wrongly title-cased. */
const ACRONYMS = new Set(['FCT', 'LGA', 'LGEA', 'UBE', 'UPE', 'JSS', 'SSS', 'PHC', 'CAC', 'ECWA', 'RCM', 'NUD', 'CMS', 'NNPC', 'PHCN', 'NEPA']);

/**
 * INEC's upper-case names as people write them (SPEC §3): 'ABA NORTH' → 'Aba North',
 * 'IDI-ARABA' → 'Idi-Araba', 'AJEROMI/IFELODUN' → 'Ajeromi/Ifelodun',
 * '(OPEN SPACE)' → '(Open Space)', "ST. MARY'S" → "St. Mary's", "O'NEIL" → "O'Neil",
 * 'OSUSU II' → 'Osusu II', '1ST AVENUE' → '1st Avenue'.
 */
export function titleCase(name: string): string {
  let titled = titledNames.get(name);
  if (titled === undefined) {
    titled = convert(name);
    if (titledNames.size >= MEMO_SIZE) titledNames.clear();
    titledNames.set(name, titled);
  }
  return titled;
}

/** Every list of places shows the same few thousand names again and again: each is worked out once. */
const MEMO_SIZE = 20_000;
const titledNames = new Map<string, string>();

function convert(name: string): string {
  // Words are runs of letters, digits and apostrophes; everything else is kept as it is.
  return name.replace(/[\p{L}\p{N}'’]+/gu, (word) => {
    const upper = word.toUpperCase();
    if (ROMAN.test(upper) || ACRONYMS.has(upper)) return upper;
    return word
      .toLowerCase()
      .split(/(['’])/)
      .map((part, index, parts) => {
        if (index === 0) return capitalize(part);
        // After an apostrophe: "O'Neil", but "Mary's" and "Ndi'ichie" stay lower.
        const before = parts[index - 2];
        return index % 2 === 0 && before?.length === 1 && part.length > 1 ? capitalize(part) : part;
      })
      .join('');
  });
}

const capitalize = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);
