import { MESSAGES_EN } from '@clube/core/shared';
import { routesEn } from './routes.en.ts';
import type { MemberTexts } from './member-texts.ts';
import { memberEn } from './member-texts.en.ts';
import type { Resources } from './pt-BR.ts';
import type { Widen } from './widen.ts';

/**
 * English texts, for members whose browser asks for English (Portuguese is the fallback):
 * the first route's, and the signed-in area's (member-texts.en.ts), which come with them so
 * that a Portuguese reader's member pages carry no English.
 */
export const en: Resources & Widen<MemberTexts> = {
  ...memberEn,
  routes: routesEn,
  app: {
    loadingTitle: 'Please wait',
    loadingText: 'We are getting your club ready',
    skipToContent: 'Skip to content',
    outdatedBrowser:
      'Your browser is out of date. To use the club safely, update it or use another browser.',
    outdatedBrowserDismiss: 'Got it',
  },
  errors: {
    configFailed: 'Your club could not be loaded.',
    retry: 'Try again',
  },
  signIn: {
    title: 'Sign in',
    document: 'CPF',
    documentHint: 'Digits only or formatted as 000.000.000-00',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    forgotPassword: 'I forgot my password',
    needsActivation: 'Your account is not activated yet. Activate it to enter the club.',
    welcome: 'Welcome to {{title}}',
    partners: 'Partner brands',
  },
  ui: {
    close: 'Close',
    closeDialog: 'Close dialog',
    dismissNotification: 'Dismiss notification',
    notifications: 'Notifications',
    decrease: 'Decrease',
    increase: 'Increase',
    noOptions: 'No options found',
    selectPlaceholder: 'Select',
    loading: 'Loading',
  },
  icons: {
    title: 'Icons',
    intro: 'Every icon of the club, each with its name.',
    cardBrands: 'Card brands',
    general: 'General icons',
  },
  nav: {
    home: 'Home',
    breadcrumb: 'You are here',
  },
  messages: MESSAGES_EN,
};
