import { defineTexts } from '../../i18n/feature-texts.ts';

/** /erro: what went wrong and the ways back. */
export const errorTexts = defineTexts(
  'errorPage',
  {
    title: 'Algo deu errado',
    home: 'Voltar para o início',
    back: 'Voltar à página anterior',
    support: 'Falar com o suporte',
    newTab: '(abre em nova aba)',
    reload: 'Recarregar a página',
  },
  {
    title: 'Something went wrong',
    home: 'Back to the home page',
    back: 'Back to the previous page',
    support: 'Contact support',
    newTab: '(opens in a new tab)',
    reload: 'Reload the page',
  },
);
