import type { MemberTexts } from './member-texts.ts';
import { layoutEn } from './routes.en.ts';
import type { Widen } from './widen.ts';

/** The signed-in area's shared texts in English (see member-texts.ts), for English readers. */
export const memberEn: Widen<MemberTexts> = {
  layout: layoutEn,
  home: {
    greeting: 'Hello, {{name}}!',
    intro: 'Enjoy the benefits of your club.',
    logout: 'Sign out',
  },
  campaigns: {
    title: 'Campaigns',
  },
  notice: {
    title: 'Notice',
    firstAccessTitle: 'A note from your club',
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
  pagedList: {
    loading: 'Loading…',
    loadMore: 'Load more',
    failed: 'Could not load',
    offline: 'You are offline',
    offlineDetail: 'This list loads by itself once the connection is back.',
    retry: 'Try again',
  },
};
