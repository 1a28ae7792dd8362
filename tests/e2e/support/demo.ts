/** The seeded demo company and member (packages/sandbox/src/seed). */
export const DEMO = {
  company: { slug: 'clube-demo', title: 'Clube Vantagens' },
  member: { document: '52998224725', password: 'clube123', firstName: 'Marina' },
} as const;

/** The second seeded company: engagement only, pale colours, a logout_url. */
export const ENGAJA = {
  company: { slug: 'engaja-mais', title: 'Engaja Mais' },
  member: { document: '13579246828', password: 'clube123', firstName: 'Joana' },
} as const;

/** The fourth seeded company: a generic app, whose club sign-in page is its own Entrar. */
export const GENERIC = {
  company: { slug: 'clube-generico', title: 'Clube Genérico' },
  member: { document: '86420975310', password: 'clube123', firstName: 'Lucas' },
  signInPage: '/entrar?company=clube-generico',
} as const;
