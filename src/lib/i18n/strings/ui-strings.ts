/**
 * The type of a language's UI strings: Turkish's keys, each a text (or a function giving one).
 * A language's file typed with it must have every key, so a missing translation fails typecheck.
 */
import type { tr } from './tr.ts';

type Widen<T> = T extends string ? string : T;

export type UiStrings = { readonly [K in keyof typeof tr]: Widen<(typeof tr)[K]> };
