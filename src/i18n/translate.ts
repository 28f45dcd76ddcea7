/**
 * A tiny polyglot-compatible translator over our message tree, for the public screens, which
 * must not load react-admin. Keys are dotted paths; `%{name}` placeholders are interpolated.
 */
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
  return text.replace(/%\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

export const makeTranslate =
  (tree: MessageTree) =>
  (key: string, vars?: Record<string, string | number>): string =>
    interpolate(lookup(tree, key) ?? key, vars);
