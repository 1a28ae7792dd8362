/**
 * Which company's club this is. A white-label deployment is usually one company per host and
 * sends no slug (the API decides); `?company=<slug>` in the address picks one explicitly,
 * which is how the sandbox serves several demo companies from one origin.
 */
export function companyFromAddress(search: string): { company?: string } {
  const company = new URLSearchParams(search).get('company')?.trim();
  return company ? { company } : {};
}
