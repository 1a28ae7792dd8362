/** Error bodies of the club API (club.openapi.yaml, ErrorBody). */
export interface ErrorBody {
  errors?: { message: string; code?: number }[];
  error?: string;
}

export function errorsBody(message: string, code?: number): ErrorBody {
  return { errors: [code === undefined ? { message } : { message, code }] };
}

export const NOT_FOUND_BODY: ErrorBody = { error: 'not_found' };

/** Messages and codes from SPEC §8. */
export const MESSAGES = {
  invalidCredentials: { message: 'Credenciais inválidas', code: 1 },
  userNotFound: { message: 'Usuário não encontrado', code: 2 },
  alreadyActivated: { message: 'Usuário já ativado', code: 3 },
  notEnabled: { message: 'Usuário não habilitado nesta empresa', code: 4 },
  blockedAtCompany: { message: 'Usuário bloqueado nesta empresa', code: 12 },
  blocked: { message: 'Este usuário foi bloqueado', code: 12 },
  companyDisabled: { message: 'Empresa desabilitada' },
  activationFailed: { message: 'Erro ao ativar usuário' },
  requiredField: { message: 'Campo obrigatório!' },
  companyNotFound: { message: 'Empresa não encontrada' },
  insufficientBalance: { message: 'Saldo insuficiente' },
  permissionDenied: { message: 'Permissão negada' },
  offerNotFound: { message: 'Oferta não encontrada' },
} as const;
