// A simplified BGN/PCGN-style table, as common in URL slugs: ASCII only, no apostrophes or
// diacritics. Russian and Ukrainian share one table because a slug's language is unknown, so
// г is 'g' for both (Ukrainian passports would write 'h') and и is 'i'.
const cyrillicToLatin: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  ґ: 'g', є: 'ye', і: 'i', ї: 'yi',
};

const latinForLetter = new Map<string, string>();
for (const [letter, latin] of Object.entries(cyrillicToLatin)) {
  latinForLetter.set(letter, latin);
  latinForLetter.set(letter.toUpperCase(), latin);
}

const asciiLetterOrDigit = /^[a-z0-9]$/i;

/**
 * 'Кроссовки Nike Air' → 'krossovki_nike_air'. Every other character (space, punctuation, the
 * Ukrainian apostrophe, emoji) becomes '_', runs of '_' collapse to one, and leading or trailing
 * '_' are kept: only runs are collapsed.
 */
export function slugify(text: string): string {
  let slug = '';
  // NFC first so a decomposed 'й' (и + combining breve, as some keyboards send it) is one letter;
  // for...of walks code points, so an emoji is one character, not two surrogates.
  for (const char of text.normalize('NFC')) {
    const latin = latinForLetter.get(char);
    if (latin !== undefined) slug += latin;
    else if (asciiLetterOrDigit.test(char)) slug += char.toLowerCase();
    else slug += '_';
  }
  return slug.replace(/_+/g, '_');
}
