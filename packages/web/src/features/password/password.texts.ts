import { defineTexts } from '../../i18n/feature-texts.ts';

/** Esqueci minha senha and Nova senha (SPEC §2, §8: 'Não foi possível alterar sua senha'). */
export const passwordTexts = defineTexts(
  'password',
  {
    document: 'CPF',
    documentHint: 'Somente números ou no formato 000.000.000-00',
    forgot: {
      intro:
        'Informe seu CPF. Enviaremos para o seu e-mail as instruções para criar uma nova senha.',
      submit: 'Enviar instruções',
      sentTitle: 'Pedido enviado',
      sent: 'Se este CPF tiver uma conta ativa no clube, você receberá em instantes um e-mail com as instruções para criar uma nova senha. Confira também a caixa de spam.',
      backToSignIn: 'Voltar para Entrar',
      remembered: 'Lembrou a senha?',
    },
    reset: {
      intro: 'Crie uma nova senha para entrar no clube.',
      checking: 'Conferindo o link…',
      checkFailed: 'Não foi possível conferir o link agora.',
      retry: 'Tentar novamente',
      password: 'Nova senha',
      passwordHint: 'Pelo menos 6 caracteres',
      confirmation: 'Confirme a nova senha',
      submit: 'Salvar nova senha',
      done: 'Agora é só entrar com seu CPF e a nova senha.',
      signIn: 'Entrar',
    },
  },
  {
    document: 'CPF',
    documentHint: 'Digits only or formatted as 000.000.000-00',
    forgot: {
      intro: 'Enter your CPF. We will email you the instructions to create a new password.',
      submit: 'Send instructions',
      sentTitle: 'Request sent',
      sent: 'If this CPF has an active account in the club, you will shortly receive an email with the instructions to create a new password. Please check your spam folder too.',
      backToSignIn: 'Back to sign in',
      remembered: 'Remembered your password?',
    },
    reset: {
      intro: 'Create a new password to sign in to the club.',
      checking: 'Checking the link…',
      checkFailed: 'The link could not be checked right now.',
      retry: 'Try again',
      password: 'New password',
      passwordHint: 'At least 6 characters',
      confirmation: 'Confirm the new password',
      submit: 'Save new password',
      done: 'You can now sign in with your CPF and the new password.',
      signIn: 'Sign in',
    },
  },
);
