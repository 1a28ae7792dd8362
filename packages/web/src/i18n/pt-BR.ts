import { MESSAGES_PT_BR } from '@clube/core/shared';
import { routesPtBR } from './routes.pt-BR.ts';
import type { Widen } from './widen.ts';
/** Portuguese (Brazil) texts: the product's first language. Quoted from SPEC where it has them. */
export const ptBR = {
  routes: routesPtBR,
  app: {
    loadingTitle: 'Aguarde',
    loadingText: 'Estamos preparando o seu clube',
    skipToContent: 'Pular para o conteúdo',
    outdatedBrowser:
      'Seu navegador está desatualizado. Para usar o clube com segurança, atualize-o ou use outro navegador.',
    outdatedBrowserDismiss: 'Entendi',
  },
  errors: {
    configFailed: 'Não foi possível carregar o seu clube.',
    retry: 'Tentar novamente',
  },
  signIn: {
    title: 'Entrar',
    document: 'CPF',
    documentHint: 'Somente números ou no formato 000.000.000-00',
    password: 'Senha',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    submit: 'Entrar',
    forgotPassword: 'Esqueci minha senha',
    needsActivation: 'Sua conta ainda não foi ativada. Ative-a para entrar no clube.',
    welcome: 'Boas-vindas ao {{title}}',
    partners: 'Marcas parceiras',
  },
  ui: {
    close: 'Fechar',
    closeDialog: 'Fechar janela',
    dismissNotification: 'Fechar notificação',
    notifications: 'Notificações',
    decrease: 'Diminuir',
    increase: 'Aumentar',
    noOptions: 'Nenhuma opção encontrada',
    selectPlaceholder: 'Selecione',
    loading: 'Carregando',
  },
  icons: {
    title: 'Ícones',
    intro: 'Todos os ícones do clube, com o nome de cada um.',
    cardBrands: 'Bandeiras de cartão',
    general: 'Ícones gerais',
  },
  nav: {
    home: 'Início',
    breadcrumb: 'Você está em',
  },
  /** The core's messages (validation, errors, toasts), in their own i18next namespace. */
  messages: MESSAGES_PT_BR,
} as const;

/** Every locale has exactly the keys of pt-BR. */
export type Resources = Widen<typeof ptBR>;
