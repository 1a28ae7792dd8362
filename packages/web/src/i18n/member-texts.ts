import type { i18n } from 'i18next';
import { layoutEn } from './routes.en.ts';
import { layoutPtBR } from './routes.pt-BR.ts';
import { readLanguages } from './feature-texts.ts';
import type { Widen } from './widen.ts';

/**
 * The signed-in area's shared texts (the shell's layout, Home, notices, onboarding, the
 * carousel and paged lists), in the default namespace beside the app's texts. They ship with
 * the signed-in area's chunk, so a visitor of Entrar does not download them.
 */
const memberPtBR = {
  layout: layoutPtBR,
  home: {
    greeting: 'Olá, {{name}}!',
    intro: 'Aproveite as vantagens do seu clube.',
    logout: 'Sair',
  },
  campaigns: {
    title: 'Campanhas',
  },
  notice: {
    title: 'Aviso',
    firstAccessTitle: 'Um recado do seu clube',
    close: 'Fechar',
    awardTitle: 'Prêmio',
    providedBy: 'Concendido por',
    learnMore: 'Saiba mais',
  },
  onboarding: {
    welcome: 'Boas-vindas ao seu clube de vantagens!',
    welcomeText:
      'Aqui você encontra descontos, cashback e recompensas das marcas parceiras da sua empresa.',
    letsGo: 'Vamos Lá',
    stepTwoTitle: 'Como aproveitar',
    stepTwoText:
      'Busque ofertas pelo nome, navegue pelas categorias e salve as favoritas para encontrá-las depois.',
    start: 'Começar',
    step: 'Passo {{step}} de {{total}}',
  },
  carousel: {
    carousel: 'carrossel',
    slide: 'slide',
    slides: 'Slides',
    position: '{{index}} de {{count}}: {{label}}',
    goTo: 'Ir para o slide {{index}}: {{label}}',
    previous: 'Slide anterior',
    next: 'Próximo slide',
    pause: 'Pausar a troca automática',
    play: 'Retomar a troca automática',
  },
  pagedList: {
    loading: 'Carregando…',
    loadMore: 'Carregar mais',
    failed: 'Não foi possível carregar',
    offline: 'Você está sem conexão',
    offlineDetail: 'Esta lista carrega sozinha quando a conexão voltar.',
    retry: 'Tentar novamente',
  },
} as const;

const memberEn: Widen<typeof memberPtBR> = {
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

const memberTexts = { 'pt-BR': memberPtBR, en: memberEn } as const;

/**
 * Adds the signed-in area's texts to an i18next instance, once per language it reads
 * (Portuguese, and English only for an English reader; see registerTexts).
 */
export function registerMemberTexts(instance: i18n): void {
  for (const language of readLanguages(instance)) {
    // getResource does not fall back to Portuguese, as `exists` would.
    if (instance.getResource(language, 'translation', 'layout.searchLabel') !== undefined) continue;
    instance.addResourceBundle(language, 'translation', memberTexts[language], true, false);
  }
}
