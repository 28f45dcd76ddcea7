/**
 * A tiny polyglot-compatible translator over our message tree, for the public screens, which
 * must not load react-admin. Keys are dotted paths; `%{name}` placeholders are interpolated;
 * a numeric `smart_count` picks the Russian plural form of a '||||'-separated text (plural.ts).
 */
import type { MessagePaths } from './keys';
import { reportMissingKey } from './missing';
import { choosePluralForm } from './plural';

export type MessageTree = { readonly [key: string]: string | MessageTree };

export function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, vars: Record<string, string | number> = {}): string {
  const count = vars.smart_count;
  const phrase = typeof count === 'number' ? choosePluralForm(text, count) : text;
  return phrase.replace(/%\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** A translator over `tree` that accepts only its keys; a key missing at run time shows as itself and is reported. */
export const makeTranslate =
  <T extends MessageTree>(tree: T) =>
  (key: MessagePaths<T>, vars?: Record<string, string | number>): string => {
    const text = lookup(tree, key);
    if (text === undefined) reportMissingKey(key);
    return interpolate(text ?? key, vars);
  };
