import * as z from 'zod/mini';

/**
 * Field shapes shared by the entity schemas. The provider omits or nulls fields freely,
 * so optional text is normalised to `null` and absent flags to `false`: screens then
 * deal with one "missing" value instead of three.
 */
export const optionalText = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? null),
);

export const flag = z.pipe(
  z.optional(z.nullable(z.boolean())),
  z.transform((value) => value ?? false),
);

/** Whole cents; a missing balance is zero. */
export const cents = z.pipe(
  z.optional(z.nullable(z.number().check(z.int()))),
  z.transform((value) => value ?? 0),
);

export const textList = z.pipe(
  z.optional(z.nullable(z.array(z.string()))),
  z.transform((value) => value ?? []),
);

export const identifier = z
  .union([z.string(), z.number()])
  .check(z.refine((value) => String(value).length > 0, 'empty id'));
