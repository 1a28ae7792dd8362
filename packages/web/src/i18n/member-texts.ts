import type { i18n } from 'i18next';
import { layoutPtBR } from './routes.pt-BR.ts';

/**
 * The signed-in area's shared texts (the shell's layout, Home, notices, onboarding, the
 * carousel and paged lists), in the default namespace beside the app's texts. The Portuguese
 * ship with the signed-in area's chunk, so a visitor of Entrar does not download them; the
 * English (member-texts.en.ts) are part of the app's English texts (en.ts), loaded only for
 * English readers, so a Portuguese reader's member pages do not carry them.
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

export type MemberTexts = typeof memberPtBR;

/**
 * Adds the signed-in area's Portuguese texts to an i18next instance, once (the English are in
 * an English reader's instance from its start: they are part of en.ts).
 */
export function registerMemberTexts(instance: i18n): void {
  // getResource does not fall back, as `exists` would.
  if (instance.getResource('pt-BR', 'translation', 'layout.searchLabel') !== undefined) return;
  instance.addResourceBundle('pt-BR', 'translation', memberPtBR, true, false);
}
