/**
 * The shape every language's texts have: the English texts' keys, each a string. A language that lacks a
 * key fails to compile (and test/unit/taskpane/i18n.test.ts says which).
 */
export type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
