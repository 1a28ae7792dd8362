import { defineTexts } from '../../i18n/feature-texts.ts';

/**
 * Ativar conta, /verificacao, the activation form and the HR-card invitation. SPEC §8 names
 * the refusals (their messages are the core's); the core decides the way forward after each
 * (`ActivationNextStep`) and these texts word it.
 */
export const activationTexts = defineTexts(
  'activation',
  {
    document: 'CPF',
    documentHint: 'Somente números ou no formato 000.000.000-00',
    activateAccount: {
      intro: 'Informe seu CPF para ativar sua conta no clube de vantagens.',
      submit: 'Continuar',
      haveAccount: 'Já ativou sua conta?',
    },
    next: {
      checkAndRetry: 'Confira os dados informados e tente novamente.',
      checkDocumentOrAskHr:
        'Confira o CPF digitado. Se estiver certo, fale com o RH da sua empresa para entrar no clube.',
      signIn: 'Sua conta já está ativa: entre com seu CPF e sua senha.',
      askHr: 'Seu cadastro ainda não foi liberado neste clube. Fale com o RH da sua empresa.',
      askSupport: 'Seu acesso a este clube está bloqueado. Fale com o suporte para saber mais.',
      retryLater: 'Não foi possível concluir agora. Tente novamente em instantes.',
      askNewInvite: 'Peça um novo convite ao RH da sua empresa.',
    },
    actions: {
      signIn: 'Ir para Entrar',
      forgotPassword: 'Esqueci minha senha',
      support: 'Falar com o suporte',
      supportOpens: '(abre em outra aba)',
      retry: 'Tentar novamente',
      otherDocument: 'Informar outro CPF',
    },
    verification: {
      found: 'Encontramos o cadastro do CPF {{document}}.',
      intro: 'Confirme o clube em que você quer ativar sua conta.',
      companies: 'Clube',
      submit: 'Confirmar e continuar',
      notYou: 'Não é o seu CPF?',
    },
    form: {
      intro: 'Complete seus dados e crie sua senha para ativar sua conta.',
      introNoPassword: 'Complete seus dados para ativar sua conta.',
      checking: 'Conferindo seu cadastro…',
      name: 'Nome',
      lastName: 'Sobrenome',
      email: 'E-mail',
      interests: 'Seus interesses',
      interestsHint: 'Escolha as categorias de ofertas que mais combinam com você (opcional).',
      interestsLoading: 'Carregando os interesses…',
      interestsFailed: 'Não foi possível carregar os interesses.',
      password: 'Senha',
      passwordHint: 'Pelo menos 6 caracteres',
      confirmPassword: 'Confirme a senha',
      news: 'Quero receber novidades e ofertas do clube por e-mail',
      termsBefore: 'Li e aceito os ',
      termsUser: 'Termos do usuário',
      termsBetween: ', a ',
      termsPrivacy: 'Política de privacidade',
      termsAnd: ' e os ',
      termsPartner: 'Termos de parceria',
      termsOpens: '(abre em outra aba)',
      submit: 'Ativar conta',
    },
    invite: {
      intro:
        'Você recebeu um convite do cartão {{brand}}. Crie sua conta para usar o clube de vantagens.',
      missing:
        'Este endereço não traz um convite. Abra o link do convite que você recebeu por e-mail.',
      submit: 'Criar conta',
    },
  },
  {
    document: 'CPF',
    documentHint: 'Digits only or formatted as 000.000.000-00',
    activateAccount: {
      intro: 'Enter your CPF to activate your account in the benefits club.',
      submit: 'Continue',
      haveAccount: 'Already activated your account?',
    },
    next: {
      checkAndRetry: 'Check the details you entered and try again.',
      checkDocumentOrAskHr:
        'Check the CPF you typed. If it is right, ask your company’s HR to add you to the club.',
      signIn: 'Your account is already active: sign in with your CPF and password.',
      askHr: 'Your registration has not been enabled in this club yet. Talk to your company’s HR.',
      askSupport: 'Your access to this club is blocked. Contact support to find out more.',
      retryLater: 'This could not be completed right now. Please try again shortly.',
      askNewInvite: 'Ask your company’s HR for a new invitation.',
    },
    actions: {
      signIn: 'Go to sign in',
      forgotPassword: 'I forgot my password',
      support: 'Contact support',
      supportOpens: '(opens in another tab)',
      retry: 'Try again',
      otherDocument: 'Enter another CPF',
    },
    verification: {
      found: 'We found the registration of CPF {{document}}.',
      intro: 'Confirm the club where you want to activate your account.',
      companies: 'Club',
      submit: 'Confirm and continue',
      notYou: 'Not your CPF?',
    },
    form: {
      intro: 'Complete your details and create your password to activate your account.',
      introNoPassword: 'Complete your details to activate your account.',
      checking: 'Checking your registration…',
      name: 'First name',
      lastName: 'Last name',
      email: 'Email',
      interests: 'Your interests',
      interestsHint: 'Pick the offer categories that suit you best (optional).',
      interestsLoading: 'Loading interests…',
      interestsFailed: 'The interests could not be loaded.',
      password: 'Password',
      passwordHint: 'At least 6 characters',
      confirmPassword: 'Confirm the password',
      news: 'I want to receive the club’s news and offers by email',
      termsBefore: 'I have read and accept the ',
      termsUser: 'User terms',
      termsBetween: ', the ',
      termsPrivacy: 'Privacy policy',
      termsAnd: ' and the ',
      termsPartner: 'Partnership terms',
      termsOpens: '(opens in another tab)',
      submit: 'Activate account',
    },
    invite: {
      intro:
        'You were invited through the {{brand}} card. Create your account to use the benefits club.',
      missing:
        'This address carries no invitation. Open the invitation link you received by email.',
      submit: 'Create account',
    },
  },
);
