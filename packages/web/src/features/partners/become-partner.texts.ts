import { defineTexts } from '../../i18n/feature-texts.ts';

/** Seja parceiro: a company asks to offer its benefits in the club. */
export const becomePartnerTexts = defineTexts(
  'becomePartner',
  {
    intro:
      'Quer oferecer vantagens aos membros do {{club}}? Conte sobre a sua empresa e entraremos em contato.',
    required: 'Os campos com * são obrigatórios.',
    company: 'Sua empresa',
    contact: 'Quem fala com a gente',
    fields: {
      companyName: 'Nome da empresa',
      cnpj: 'CNPJ',
      segment: 'Segmento',
      website: 'Site',
      city: 'Cidade',
      state: 'Estado',
      name: 'Seu nome',
      email: 'E-mail',
      phone: 'Telefone',
      message: 'Conte um pouco sobre a sua proposta',
    },
    hints: {
      cnpj: 'Só os números ou com pontuação.',
      segment: 'Ex.: alimentação, saúde, educação.',
      website: 'Ex.: https://www.suaempresa.com.br',
      phone: 'Com DDD, ex.: (11) 98765-4321',
    },
    choose: 'Selecione',
    submit: 'Enviar solicitação',
    sentTitle: 'Solicitação enviada!',
    sentText:
      'Recebemos os dados de {{company}}. A equipe do clube vai analisar e entrar em contato pelo e-mail {{email}}.',
    home: 'Voltar para o início',
    another: 'Enviar outra solicitação',
  },
  {
    intro:
      'Would you like to offer benefits to the members of {{club}}? Tell us about your company and we will get in touch.',
    required: 'Fields marked * are required.',
    company: 'Your company',
    contact: 'Who we should talk to',
    fields: {
      companyName: 'Company name',
      cnpj: 'CNPJ (company number)',
      segment: 'Line of business',
      website: 'Website',
      city: 'City',
      state: 'State',
      name: 'Your name',
      email: 'Email',
      phone: 'Phone',
      message: 'Tell us a little about your proposal',
    },
    hints: {
      cnpj: 'Digits only or formatted.',
      segment: 'E.g. food, health, education.',
      website: 'E.g. https://www.yourcompany.com.br',
      phone: 'With area code, e.g. (11) 98765-4321',
    },
    choose: 'Select',
    submit: 'Send request',
    sentTitle: 'Request sent!',
    sentText:
      'We received the details of {{company}}. The club team will review them and get in touch at {{email}}.',
    home: 'Back to the home page',
    another: 'Send another request',
  },
);
