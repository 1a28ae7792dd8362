// The core the club's actors are made of (its schemas and machines), imported by main.tsx in a
// task of its own before the adapters (see vite.config.ts): the two were one long task.
export { createClub } from '@clube/core';
