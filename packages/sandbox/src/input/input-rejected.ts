/** Why hostile or malformed input is refused (SPEC §8 error shape, Portuguese messages). */
export const INPUT_ERRORS = {
  text: 'Requisição inválida: texto com caractere nulo ou Unicode malformado',
  encoding: 'Requisição inválida: codificação de URL malformada',
  nesting: 'Corpo da requisição inválido: aninhamento profundo demais',
  page: 'Página inválida',
  limit: 'Limite inválido',
  value: 'Valor inválido',
} as const;

/**
 * Input the sandbox refuses, thrown by the parsing helpers wherever they run: the REST error
 * handler answers it with its status and `{ errors: [{ message }] }`, GraphQL with an error
 * coded BAD_USER_INPUT. Nothing has been written when it is thrown.
 */
export class InputRejected extends Error {
  override readonly name = 'InputRejected';

  constructor(
    readonly status: 400 | 422,
    message: string,
  ) {
    super(message);
  }
}
