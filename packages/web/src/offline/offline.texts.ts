import { defineTexts } from '../i18n/feature-texts.ts';

/** The installed club's quiet prompts and the offline bar (issue 23), Portuguese first. */
export const offlineTexts = defineTexts(
  'offline',
  {
    offline: 'Você está sem conexão. O que precisa da internet volta quando ela voltar.',
    retry: 'Tentar novamente',
    notLoaded: 'Você está sem conexão',
    loadsWhenBack: 'Carrega sozinho quando a conexão voltar.',
    updateReady: 'Nova versão disponível',
    update: 'atualizar',
    installOffer: 'Instale o clube no seu celular para abrir seus códigos mesmo sem sinal.',
    install: 'Instalar',
    notNow: 'Agora não',
  },
  {
    offline: 'You are offline. What needs the internet comes back when it does.',
    retry: 'Try again',
    notLoaded: 'You are offline',
    loadsWhenBack: 'Loads by itself once the connection is back.',
    updateReady: 'New version available',
    update: 'update',
    installOffer: 'Install the club on your phone to open your codes even without signal.',
    install: 'Install',
    notNow: 'Not now',
  },
);
