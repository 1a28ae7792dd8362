import { defineTexts } from '../../../i18n/feature-texts.ts';

/** Suporte: the member's support request (subject and message). */
export const supportTexts = defineTexts(
  'support',
  {
    title: 'Suporte',
    intro: 'Precisa de ajuda? Envie a sua solicitação e a equipe do clube responde por e-mail.',
    subject: 'Assunto',
    message: 'Mensagem',
    required: 'Os campos com * são obrigatórios.',
    submit: 'Enviar solicitação',
    sent: 'Solicitação de suporte enviada. Em breve você receberá um e-mail do clube.',
    helpCenter: 'Central de ajuda',
    newTab: '(abre em nova aba)',
  },
  {
    title: 'Support',
    intro: 'Need help? Send your request and the club team will answer by email.',
    subject: 'Subject',
    message: 'Message',
    required: 'Fields marked * are required.',
    submit: 'Send request',
    sent: 'Support request sent. You will receive an email from the club soon.',
    helpCenter: 'Help centre',
    newTab: '(opens in a new tab)',
  },
);
