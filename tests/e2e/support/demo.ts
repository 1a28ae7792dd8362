/** The seeded demo company and member (packages/sandbox/src/seed). */
export const DEMO = {
  company: { slug: 'clube-demo', title: 'Clube Vantagens' },
  member: { document: '52998224725', password: 'clube123', firstName: 'Marina' },
} as const;
