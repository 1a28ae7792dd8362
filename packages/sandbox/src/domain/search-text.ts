/**
 * Accent and case folding for text search, the same on both sides: the member's term in
 * JavaScript (`foldSearchTerm`) and the stored text in SQL (`foldSql`), so 'cafe', 'CAFÉ' and
 * 'café' all find 'Café do Centro'. Plain SQL (`translate` + `lower`), so that it works on PGlite
 * and on any PostgreSQL without the `unaccent` extension, whatever the database's collation
 * (`lower` alone folds only ASCII under the C locale: the accented capitals are translated first).
 */
const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const PLAIN = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy';

/** The SQL expression folding `column` (a trusted column expression, never input). */
export function foldSql(column: string): string {
  return `lower(translate(${column}, '${ACCENTED}', '${PLAIN}'))`;
}

/** The member's term folded like {@link foldSql}, as a LIKE pattern matching it anywhere. */
export function containsPattern(term: string): string {
  const folded = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
