import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorsBody } from '../rest/errors.ts';
import { InputRejected } from './input-rejected.ts';

export const INTERNAL_ERROR = 'Erro interno do servidor';

/**
 * The app's last word on a thrown error: refused input answers its 4xx, an HTTP exception its
 * own answer, and anything else a JSON 500 without a stack (logged on the server only).
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof InputRejected) return c.json(errorsBody(error.message), error.status);
  if (error instanceof HTTPException) {
    if (error.res) return error.getResponse();
    return c.json(errorsBody(error.message || 'Requisição inválida'), error.status);
  }
  console.error(`${c.req.method} ${c.req.path}:`, error);
  return c.json(errorsBody(INTERNAL_ERROR), 500);
}
