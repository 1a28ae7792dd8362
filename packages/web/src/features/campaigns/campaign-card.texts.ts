import { defineTexts } from '../../i18n/feature-texts.ts';

/** The campaign card and its tag (SPEC §3 tag kinds, §9 expiry). */
export const campaignCardTexts = defineTexts(
  'campaignCard',
  {
    tag: {
      percentOff: 'OFF',
      por: 'por',
      aPartir: 'a partir de',
      de: 'de',
      free: 'GRÁTIS',
      twoForOne: '2x1',
      exclusive: 'EXCLUSIVO',
    },
    expiresIn: 'Termina em {{days}}',
    ended: 'Oferta encerrada',
    cashback: '{{rate}} de dinheiro de volta',
    partner: 'Parceiro',
  },
  {
    tag: {
      percentOff: 'off',
      por: 'for',
      aPartir: 'from',
      de: 'was',
      free: 'FREE',
      twoForOne: '2 for 1',
      exclusive: 'EXCLUSIVE',
    },
    expiresIn: 'Ends in {{days}}',
    ended: 'Offer ended',
    cashback: '{{rate}} cash back',
    partner: 'Partner',
  },
);
