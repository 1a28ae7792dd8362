// What the first render needs, imported by main.tsx in a task of its own (see vite.config.ts).
export { startTransition, StrictMode } from 'react';
export { createRoot } from 'react-dom/client';
export { App } from './app/App.tsx';
export { loadI18n } from './i18n/i18n.ts';
