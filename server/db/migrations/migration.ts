/** One schema migration: the shape every `migrations/NNN-<name>.ts` exports and migrations.ts lists. */
export interface Migration {
  /** Strictly increasing; never renumber or edit an applied migration, append a new one. */
  version: number;
  name: string;
  sql: string;
}
