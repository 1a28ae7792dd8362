// What the first render needs besides React, imported by main.tsx in a task of its own (see
// vite.config.ts).
export { App } from './app/App.tsx';
export { loadI18n } from './i18n/i18n.ts';
export { loadFirstScreens } from './app/routes.tsx';
