/** The key names sort by: lower case, accents removed ('Ótica' sorts with 'otica'). */
export function sortName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
