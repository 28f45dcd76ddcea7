import { schemas } from '../lib/validation.js';

/**
 * JSON schemas of the settings calls (docs/contract/settings.md): the envelope of each body only;
 * the models' fields are checked by server/services/settingsValidate.ts with Russian messages.
 */

export const editBodySchema = {
  type: 'object',
  required: ['newModel', 'oldModel'],
  properties: {
    newModel: { type: 'object' },
    oldModel: { type: ['object', 'null'] },
  },
} as const;

export const managementBodySchema = {
  type: 'object',
  required: ['newModel', 'oldModel', 'userId'],
  properties: {
    newModel: { type: 'array' },
    oldModel: { type: ['array', 'null'] },
    userId: schemas.queryId,
  },
} as const;

export interface EditRequestBody {
  newModel: Record<string, unknown>;
  oldModel: unknown;
}

export interface ManagementRequestBody {
  newModel: unknown[];
  oldModel: unknown;
  userId: number;
}
