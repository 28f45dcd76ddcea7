/**
 * Types of the message keys, derived from the `ru` tree: a key that is not in the tree is a type
 * error wherever a key is held as typed data (route titles, menu labels, status names, `t()`).
 * Types only, plus the one-line `idKey`: nothing else reaches a bundle.
 */
import type { RuMessages } from './ru';

type Segment<T> = keyof T & (string | number);

/** Dotted paths of the string leaves of a message tree: 'orders.list.filters.status' | ... */
export type MessagePaths<T> = {
  [K in Segment<T>]: T[K] extends string ? `${K}` : `${K}.${MessagePaths<T[K]>}`;
}[Segment<T>];

/** Dotted paths of the sub-trees of a message tree, each with its trailing dot: 'orders.list.' | ... */
export type MessagePrefixes<T> = {
  [K in Segment<T>]: T[K] extends string ? never : `${K}.` | `${K}.${MessagePrefixes<T[K]>}`;
}[Segment<T>];

/** Every valid key of the product's texts. */
export type MessageKey = MessagePaths<RuMessages>;

/** Every sub-tree of the product's texts, as a key prefix ending with a dot: 'orders.list.filters.'. */
export type MessagePrefix = MessagePrefixes<RuMessages>;

/** The keys under a prefix, without it: `KeysUnder<'orders.acceptOrder.'>` is 'heading' | 'text' | ... */
export type KeysUnder<P extends MessagePrefix> = MessageKey extends infer K
  ? K extends `${P}${infer Rest}`
    ? Rest
    : never
  : never;

/** The top-level areas of the texts ('common', 'auth', 'shell', 'orders', 'finances', ...). */
export type MessageNamespace = keyof RuMessages;

/**
 * The key of an id's text in a sub-tree, for ids that come from data at run time:
 * `idKey('orders.deliveryMethod.', methodId)`. The compiler checks the prefix; whether the tree has
 * a text for that id is known only at run time, where the i18n provider reports a missing one
 * (and the test that rendered it fails) unless the caller gives a `_` default.
 */
export const idKey = (prefix: MessagePrefix, id: number | string): MessageKey =>
  `${prefix}${id}` as MessageKey;
