import * as z from 'zod/mini';
import { shelfPartnerSchema } from '../partners/partner.schema.ts';
import { flag, idText, optionalObject, optionalText } from '../shared/schema-fields.ts';

export const letterTemplateSchema = z.object({
  logo: optionalText,
  description: optionalText,
  stamp: optionalText,
  signature_image: optionalText,
  signature_text: optionalText,
});

/**
 * A link letter (SPEC §3). The API sends the letter's template under `letter`
 * (`Letter.letter: LetterTemplate` in the GraphQL contract); it is read as `template`.
 */
export const letterSchema = z.pipe(
  z.object({
    id: idText,
    link: optionalText,
    user_name: optionalText,
    user_document: optionalText,
    user_number: optionalText,
    user_email: optionalText,
    available: flag,
    created_at: optionalText,
    partner: optionalObject(z.partial(shelfPartnerSchema)),
    template: optionalObject(letterTemplateSchema),
    letter: optionalObject(letterTemplateSchema),
  }),
  z.transform(({ letter, ...rest }) => ({ ...rest, template: rest.template ?? letter })),
);

export type Letter = z.output<typeof letterSchema>;

/** What a member fills to request a letter. */
export const letterDataSchema = z.object({
  name: z.string(),
  document: z.string(),
  number: z.string(),
  statement: z.boolean(),
  email: z.string(),
});

export type LetterData = z.output<typeof letterDataSchema>;
