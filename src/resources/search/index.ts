import { SEARCH_RESOURCE, searchHandler } from './handler';
import { defineResource } from '../types';

/** `search`: the global search (docs/contract/search.md); its screens are the shell's palette. */
export const searchResource = defineResource({
  name: SEARCH_RESOURCE,
  handler: searchHandler,
});
