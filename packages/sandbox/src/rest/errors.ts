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
  blocked: { message: 'Este usuário foi bloqueado', code: 12 },
  requiredField: { message: 'Campo obrigatório!' },
  companyNotFound: { message: 'Empresa não encontrada' },
} as const;
