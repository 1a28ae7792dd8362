import { Hono } from 'hono';
import { CEP_ADDRESSES } from './addresses.ts';

/** Operations of the postal-code service (paths as in the OpenAPI contract, base '/'). */
export const CEP_OPERATIONS: readonly string[] = ['GET /cep/v2/{cep}'];

/** GET /cep/v2/:cep — BrasilAPI's CEP v2 answer, its 400 (validation) and 404 shapes. */
export function cepRoutes(): Hono {
  const cep = new Hono();
  cep.get('/v2/:cep', (c) => {
    const digits = c.req.param('cep').replace(/\D/g, '');
    if (digits.length !== 8) {
      return c.json(
        {
          name: 'CepPromiseError',
          message: 'CEP deve conter exatamente 8 caracteres.',
          type: 'validation_error',
          errors: [
            {
              message: `CEP informado possui ${digits.length > 8 ? 'mais' : 'menos'} do que 8 caracteres.`,
              service: 'cep_validation',
            },
          ],
        },
        400,
      );
    }
    const address = CEP_ADDRESSES.get(digits);
    if (address) return c.json(address, 200);
    return c.json(
      {
        name: 'CepPromiseError',
        message: 'Todos os serviços de CEP retornaram erro.',
        type: 'service_error',
        errors: [
          { name: 'ServiceError', message: 'CEP INVÁLIDO', service: 'correios' },
          {
            name: 'ServiceError',
            message: 'CEP não encontrado na base do ViaCEP.',
            service: 'viacep',
          },
          {
            name: 'ServiceError',
            message: 'CEP não encontrado na base do WideNet.',
            service: 'widenet',
          },
        ],
      },
      404,
    );
  });
  return cep;
}
