import type { LetterData } from './letter.schema.ts';

export const LETTER_DOCUMENT_LENGTH = 14;

/** Letter data is valid only when every field is filled and the document has 14 characters. */
export function isLetterDataValid(data: Partial<LetterData>): data is LetterData {
  const filled = (['name', 'document', 'number', 'email'] as const).every(
    (field) => typeof data[field] === 'string' && data[field].trim() !== '',
  );
  return filled && data.statement === true && data.document?.length === LETTER_DOCUMENT_LENGTH;
}
