import type { MessageKey } from './message-keys.ts';

/**
 * The exact pt-BR texts of every message key (SPEC §2, §5, §8), for bots and hosts without
 * their own resources. The spec names but does not word the activation messages, and has no
 * text for the document, Pix key, CEP, minimum-withdrawal and letter-data checks: those
 * wordings are ours.
 */
export const MESSAGES_PT_BR: Readonly<Record<MessageKey, string>> = {
  'errors.notLoggedIn': 'Você precisa estar logado para acessar outras paginas',
  'errors.global':
    'Ocorreu um problema, caso o erro persista entre em contato com a equipe de suporte.',
  'errors.server': '{{message}}',
  'validation.required': 'Campo obrigatório!',
  'validation.empty': 'O campo não pode estar vazio',
  'validation.generic': 'Erro!',
  'validation.email': 'Email inválido!',
  'validation.document': 'Documento inválido!',
  'validation.pixKey': 'Chave Pix inválida!',
  'validation.postalCode': 'CEP inválido!',
  'validation.minimumWithdrawal': 'O valor mínimo para saque é de R$ 20,00',
  'validation.letterData': 'Preencha todos os campos; o documento deve ter 14 caracteres',
  'validation.cardNumber': 'Número de cartão inválido!',
  'validation.passwordLength': 'A senha deve ter pelo menos 6 caracteres',
  'validation.passwordMismatch': 'As senhas não conferem',
  'loading.title': 'Aguarde',
  'loading.text': 'Estamos preparando o seu clube',
  'activation.companyDisabled': 'Empresa desativada',
  'activation.userNotFound': 'Usuário não encontrado',
  'activation.userNotEnabled': 'Usuário não habilitado nesta empresa',
  'activation.userBlocked': 'Usuário bloqueado nesta empresa',
  'activation.alreadyActivated': 'Usuário já ativado',
  'activation.invalidCredentials': 'Credenciais inválidas',
  'activation.failed': 'Erro ao ativar usuário',
  'activation.userHasBeenBlocked': 'Este usuário foi bloqueado',
  'passwordReset.failed': 'Não foi possível alterar sua senha',
  'password.changed': 'Senha alterada com sucesso!',
  'password.currentWrong': 'Senha atual incorreta',
  'letters.requested': 'Carta solicitada com sucesso!',
  'letters.deleted': 'Carta deletada com sucesso!',
  'letters.deleteFailed': 'Houve um erro ao deletar a Carta!',
  'vouchers.deleted': 'Voucher deletado com sucesso!',
  'vouchers.deleteFailed': 'Houve um erro ao deletar o Voucher!',
  'cashback.redeemed': 'Resgate realizado com sucesso',
  'engagement.coinFailed':
    'Houve um erro ao pegar os dados da moeda, por favor, tente novamente mais tarde',
  'rewards.redeemFailed':
    'Houve um erro ao resgatar a oferta, por favor, tente novamente mais tarde',
  'support.successTitle': 'Suporte',
  'support.successText':
    'Solicitação de suporte enviada. Em breve você receberá um e-mail do clube.',
  'support.failureTitle': 'Ops!',
  'support.failureText': 'Ocorreu um erro ao tentar processar a sua solicitação.',
  'campaignAction.voucher': 'Gerar voucher',
  'campaignAction.uniqueCode': 'Ver meu código',
  'campaignAction.online': 'Ir para a loja',
  'campaignAction.payment': 'Comprar',
  'campaignAction.letter': 'Solicitar carta',
  'campaignAction.cashback': 'Ativar dinheiro de volta',
  'campaignAction.epay': 'Pagar com ePay',
  'campaignAction.todo': 'Quero participar',
  'campaignAction.pharmacy': 'Ativar cartão farmácia',
  'home.mainShelf': 'Principais Parceiros',
  'home.shelf': 'Parceiros',
  'home.awardShelf': 'Prêmios',
  'feedback.offerTitle': 'Oferta {{title}}',
  'favorites.added': 'adicionada aos favoritos',
  'favorites.removed': 'removida dos favoritos',
  'likes.liked': 'curtida',
  'likes.unliked': 'descurtida com sucesso',
  'pharmacy.created': 'Seu cartão foi criado com sucesso',
  'pharmacy.failed': 'Houve um erro ao ativar o seu cartão',
  'withdraw.success': 'Saque solicitado com sucesso!',
  'withdraw.failureTitle': 'Houve um erro ao realizar o saque, ',
  'withdraw.insufficientBalance': 'saldo insuficiente',
  'withdraw.tryLater': 'por favor, tente novamente mais tarde',
  'postalCode.failureTitle': 'Erro ao buscar endereço',
  'postalCode.failureText': 'Verifique se o CEP está correto ou tente novamente mais tarde.',
  'profile.editFailed': 'Error editing user profile',
  'profile.emailTaken': 'Este e-mail já está em uso',
  'time.today': 'Hoje às {{time}}',
  'time.yesterday': 'Ontem às {{time}}',
  'time.daysAgo': 'Há {{count}} dias',
  'expiry.day': 'dia',
  'expiry.days': 'dias',
  'notifications.empty': 'Não há novas notificações',
  'search.placeholderDesktop': 'Qual oferta você está procurando hoje?',
  'search.placeholderMobile': 'Busque por produtos ou marcas',
  'search.clear': 'Limpar',
  'search.suggestions': 'Sugestões',
  'onboarding.title': 'Boas-vindas ao seu clube de vantagens!',
  'onboarding.button': 'Vamos Lá',
  'award.grantedBy': 'Concendido por',
  'award.learnMore': 'Saiba mais',
};

/** The pt-BR text of a key with its `{{placeholders}}` filled. */
export function messagePtBr(key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES_PT_BR[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
