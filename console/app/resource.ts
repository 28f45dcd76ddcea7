import type { ResourceProps } from 'react-admin';

/**
 * What a resource folder's screens.tsx exports (console/resources/<name>/screens.tsx): the
 * react-admin <Resource> props of one admin API resource. Registered by one line in
 * console/registry.tsx.
 */
export type ConsoleResource = Pick<
  ResourceProps,
  'name' | 'list' | 'show' | 'edit' | 'create' | 'icon' | 'recordRepresentation'
>;
