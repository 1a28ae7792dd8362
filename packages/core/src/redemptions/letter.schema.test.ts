import { describe, expect, it } from 'vitest';
import { letterSchema } from './letter.schema.ts';

const template = {
  logo: '/media/logo.svg',
  description: '<p>Declaramos que <strong>Marina</strong> é membro.</p>',
  stamp: null,
  signature_image: null,
  signature_text: 'Equipe do clube',
};

describe('letterSchema', () => {
  it("reads the API's `letter` field as the letter's template", () => {
    const letter = letterSchema.parse({ id: 3, available: true, letter: template });
    expect(letter.template).toEqual(template);
    expect(letter).not.toHaveProperty('letter');
  });

  it('keeps a template given as such, and has none when neither comes', () => {
    expect(letterSchema.parse({ id: '3', template }).template).toEqual(template);
    expect(letterSchema.parse({ id: '3' }).template).toBeNull();
    expect(letterSchema.parse(letterSchema.parse({ id: 3, letter: template }))).toEqual(
      letterSchema.parse({ id: 3, letter: template }),
    );
  });
});
