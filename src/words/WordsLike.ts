/**
 * The shape a language's words take from the English ones: every key of `T`, each a string. Japanese and
 * Chinese are declared with it, so that a key missing from either fails to compile.
 */
export type WordsLike<T> = { readonly [K in keyof T]: T[K] extends string ? string : WordsLike<T[K]> };
