import { MESSAGES_EN } from '@clube/core/shared';
import { layoutEn, routesEn } from './routes.en.ts';
import type { Resources } from './pt-BR.ts';

/** English texts: the fallback for members whose browser asks for English. */
export const en: Resources = {
  routes: routesEn,
  layout: layoutEn,
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
  },
  home: {
    greeting: 'Hello, {{name}}!',
    intro: 'Enjoy the benefits of your club.',
    logout: 'Sign out',
  },
  campaigns: {
    title: 'Campaigns',
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
  notice: {
    title: 'Notice',
    close: 'Close',
    awardTitle: 'Award',
    providedBy: 'Awarded by',
    learnMore: 'Learn more',
  },
  onboarding: {
    welcome: 'Welcome to your benefits club!',
    welcomeText:
      "Here you find discounts, cashback and rewards from your company's partner brands.",
    letsGo: "Let's go",
    stepTwoTitle: 'How to make the most of it',
    stepTwoText:
      'Search offers by name, browse the categories and save your favourites to find them later.',
    start: 'Start',
    step: 'Step {{step}} of {{total}}',
  },
  carousel: {
    carousel: 'carousel',
    slide: 'slide',
    slides: 'Slides',
    position: '{{index}} of {{count}}: {{label}}',
    goTo: 'Go to slide {{index}}: {{label}}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause automatic rotation',
    play: 'Resume automatic rotation',
  },
  nav: {
    home: 'Home',
    breadcrumb: 'You are here',
  },
  pagedList: {
    loading: 'Loading…',
    loadMore: 'Load more',
    failed: 'Could not load',
    retry: 'Try again',
  },
  messages: MESSAGES_EN,
};
