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

/** An id as text: the provider sends numbers or strings for the same field. */
export const idText = z.pipe(identifier, z.transform(String));

/** A number that may arrive as a numeric string, or be missing (null). */
export const optionalNumber = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }),
);

/** A count or total; missing reads as zero. */
export const count = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((value) => {
    const number = Number(value ?? 0);
    return Number.isFinite(number) ? number : 0;
  }),
);

/** A nested object that may be missing: `null` then. */
export function optionalObject<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value): z.output<Schema> | null => (value ?? null) as z.output<Schema> | null),
  );
}

/** A list that may be missing: empty then. */
export function listOf<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.pipe(
    z.optional(z.nullable(z.array(schema))),
    z.transform((value): z.output<Schema>[] => (value ?? []) as z.output<Schema>[]),
  );
}

/** An id that may be missing. */
export const optionalIdText = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value) => (value === null || value === undefined ? null : String(value))),
);
