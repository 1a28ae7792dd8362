import { defineTexts } from '../../i18n/feature-texts.ts';

/** Cartão farmácia: the member's pharmacy discount card (vidalink). */
export const pharmacyTexts = defineTexts(
  'pharmacy',
  {
    cardLabel: 'Cartão farmácia',
    intro:
      'Com o cartão farmácia você tem descontos em medicamentos nas farmácias da rede parceira. Basta informar o seu CPF no caixa.',
    loading: 'Carregando o seu cartão…',
    loadFailed: 'Não foi possível carregar o seu cartão.',
    retry: 'Tentar novamente',
    none: 'Você ainda não ativou o seu cartão farmácia.',
    active: 'Cartão ativo',
    validUntil: 'Válido até {{date}}',
    expired: 'Cartão expirado',
    expiredOn: 'Seu cartão expirou em {{date}}. Ative-o de novo para continuar com os descontos.',
    holder: 'Titular',
    document: 'CPF {{document}}',
    activate: 'Ativar cartão',
    activateAgain: 'Ativar novamente',
  },
  {
    cardLabel: 'Pharmacy card',
    intro:
      'With the pharmacy card you get discounts on medicines at the partner pharmacies. Just give your CPF at the till.',
    loading: 'Loading your card…',
    loadFailed: 'Your card could not be loaded.',
    retry: 'Try again',
    none: 'You have not activated your pharmacy card yet.',
    active: 'Card active',
    validUntil: 'Valid until {{date}}',
    expired: 'Card expired',
    expiredOn: 'Your card expired on {{date}}. Activate it again to keep the discounts.',
    holder: 'Cardholder',
    document: 'CPF {{document}}',
    activate: 'Activate card',
    activateAgain: 'Activate again',
  },
);
