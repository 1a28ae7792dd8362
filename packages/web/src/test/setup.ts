// Vitest setup for the web project (jsdom): jest-dom matchers, and after each test a clean DOM
// and the spies undone (files share one module graph and window per worker: vitest.config.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadSanitizer } from '../ui/SafeHtml.tsx';

// The HTML sanitiser loads on first use in the app; here it is there from the start, so that
// screens show their HTML in the same render (SafeHtml.test.tsx covers the wait).
await loadSanitizer();

// jsdom has <dialog> but not its methods: a minimal stand-in (open attribute, 'close' event).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) return;
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.hasAttribute('open')) return;
    if (value !== undefined) this.returnValue = value;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
