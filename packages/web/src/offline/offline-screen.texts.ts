import { defineTexts } from '../i18n/feature-texts.ts';

/**
 * The offline screen's texts alone (it rides in the first chunk with the error boundary, so
 * it carries none of the prompts' texts).
 */
export const offlineScreenTexts = defineTexts(
  'offlineScreen',
  {
    title: 'Você está sem conexão',
    text: 'Esta página abre sozinha quando a conexão voltar.',
    retry: 'Tentar novamente',
  },
  {
    title: 'You are offline',
    text: 'This page opens by itself once the connection is back.',
    retry: 'Try again',
  },
);
