/** The shape of a catalogue with every text widened to `string`: another language's type. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
