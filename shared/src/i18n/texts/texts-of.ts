/** The same keys as the Norwegian texts, each a string: the compiler checks a language is complete. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };
