/**
 * The routes anyone may open without signing in (SPEC §2, "Public routes"). `/erro` is
 * listed there but needs a login, so it is not here. The HR-card activation path carries a
 * card-brand name the spec omits; ours is `/ativar-cartao/:brand`.
 */
export const PUBLIC_ROUTE_PREFIXES = [
  '/login',
  '/terms',
  '/icons',
  '/entrar',
  '/ativar-conta',
  '/formulario-de-ativacao',
  '/ativar-cartao',
  '/verificacao',
  '/esqueci-minha-senha',
  '/nova-senha',
] as const;

/** The entry route that always passes the guard (it carries company and token). */
export const LOGIN_ENTRY_PATH = '/login';

export const HOME_PATH = '/';
export const SIGN_IN_PATH = '/entrar';
/** Public, but each needs stored credentials (SPEC §2). */
export const ACTIVATION_FORM_PATH = '/formulario-de-ativacao';
export const VERIFICATION_PATH = '/verificacao';

/**
 * Public routes whose `token` is the page's own (an HR-card invitation, a password reset), not
 * a session: the start-up must not hand it to the session, which would drop a signed-in
 * member's token for it (SPEC §2 sends that member Home instead).
 */
export const PAGE_TOKEN_PREFIXES = ['/ativar-cartao', '/nova-senha'] as const;

export function pageOwnsToken(pathname: string): boolean {
  const path = normalisePath(pathname);
  return PAGE_TOKEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isPublicPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return PUBLIC_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}
