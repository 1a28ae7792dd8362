// What the club's actors need, imported by main.tsx in a task of its own (see vite.config.ts).
export { createBrowserClub } from '@clube/adapters/browser';
export { selectConfig } from '@clube/core';
