import { defineTexts } from '../../i18n/feature-texts.ts';

/** Próximos a você: asking where the member is, a refusal, and the partners near them. */
export const nearbyTexts = defineTexts(
  'nearby',
  {
    intro: 'Parceiros do clube perto de onde você está, do mais próximo ao mais distante.',
    locating: 'Buscando a sua localização…',
    loading: 'Buscando parceiros perto de você…',
    refusedTitle: 'Não conseguimos ver onde você está',
    refusedText:
      'Para ver os parceiros perto de você, permita o acesso à sua localização nas configurações do navegador e tente novamente.',
    failed: 'Não foi possível encontrar os parceiros perto de você.',
    retry: 'Tentar novamente',
    emptyTitle: 'Nenhum parceiro perto de você',
    emptyText: 'Ainda não há parceiros do clube perto de onde você está.',
    allOffers: 'Ver todas as ofertas',
    list: 'Parceiros perto de você',
    distance: 'a {{distance}}',
    partner: '{{name}}, a {{distance}}',
  },
  {
    intro: 'Club partners near where you are, nearest first.',
    locating: 'Finding your location…',
    loading: 'Looking for partners near you…',
    refusedTitle: 'We could not see where you are',
    refusedText:
      'To see the partners near you, allow access to your location in your browser settings and try again.',
    failed: 'The partners near you could not be found.',
    retry: 'Try again',
    emptyTitle: 'No partners near you',
    emptyText: 'There are no club partners near where you are yet.',
    allOffers: 'See all offers',
    list: 'Partners near you',
    distance: '{{distance}} away',
    partner: '{{name}}, {{distance}} away',
  },
);
