/** CPFs are compared as digits only, so '529.982.247-25' and '52998224725' are the same. */
export function normalizeDocument(document: string): string {
  return document.replace(/\D/g, '');
}
