/** Lower-case, without diacritics: 'Ação' and 'acao' compare equal. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/**
 * SPEC §5: a select's search keeps an option when its label starts with the search text,
 * ignoring accents and case. An empty (or blank) search keeps every option.
 * Pure; to be swapped for `@clube/core`'s `matchesPrefix` once the core exports it.
 */
export function matchesPrefix(option: string, search: string): boolean {
  const wanted = foldForSearch(search.trim());
  if (wanted === '') return true;
  return foldForSearch(option.trimStart()).startsWith(wanted);
}
