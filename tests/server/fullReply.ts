/**
 * A reply of this server as its tests read it: every field of ours present. The wire types mark
 * our additions optional (a server that honours only the specification may leave them out);
 * this server sends them all, which these tests check.
 */
export type Full<T> = T extends (infer Item)[]
  ? Full<Item>[]
  : T extends object
    ? { [K in keyof T]-?: Full<T[K]> }
    : T;
