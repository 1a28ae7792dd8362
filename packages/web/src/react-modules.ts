// React and React DOM, imported by main.tsx in a task of its own before the app's modules (see
// vite.config.ts): the two were one long task.
export { startTransition, StrictMode } from 'react';
export { createRoot } from 'react-dom/client';
