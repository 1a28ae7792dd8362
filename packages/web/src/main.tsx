import { createBrowserClub } from '@clube/adapters/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { bootFetch, takeBootAnswers } from './boot/boot-fetch.ts';
import { companyFromAddress } from './app/company-from-address.ts';
import { loadI18n, pickLanguage } from './i18n/i18n.ts';
import './theme/global.css.ts';

// The boot script in index.html sent the club's first requests already: the club takes those.
const bootAnswers = takeBootAnswers();
const club = createBrowserClub({
  ...companyFromAddress(window.location.search),
  ...(bootAnswers.length > 0 ? { fetch: bootFetch(bootAnswers) } : {}),
});
const i18n = await loadI18n(pickLanguage(navigator.languages ?? [navigator.language]));
document.documentElement.lang = i18n.language;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App club={club} i18n={i18n} />
  </StrictMode>,
);
