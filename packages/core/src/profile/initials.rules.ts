/**
 * The letters an avatar shows without a photo: the first letter of the first and of the last
 * word, upper-cased in Portuguese ('Ana Maria Silva' → 'AS', 'ana' → 'A'). A document shown
 * instead of a name keeps its first digit.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a letter outside the BMP is not cut in half.
  const letters = [first, last].map((word) => (word ? (Array.from(word)[0] ?? '') : ''));
  return letters.join('').toLocaleUpperCase('pt-BR');
}
