import type { FastifyInstance } from 'fastify';
import type { ConsoleProductImport } from '../../../contract/index.js';
import { IMPORT_STATUSES } from '../../../rules/statuses.js';
import {
  findRecord,
  idOf,
  idParams,
  integerFilter,
  notFound,
  listRecords,
  oneOfFilter,
  parseListParams,
  refuseOtherMethods,
  sendList,
  type ListSpec,
} from '../../server/rest.js';

/**
 * Sellers' bulk imports of prices and stock (docs/contract/import.md "Console"): a read-only list (and
 * one record) with the counts only, never the rows or their values.
 */


export const PRODUCT_IMPORTS: ListSpec<ConsoleProductImport, ConsoleProductImport> = {
  resource: 'product-imports',
  columns: `i.id AS id, st.seller_id AS sellerId, st.store_name AS storeName, i.kind AS kind,
    i.file_name AS fileName, i.status AS status, i.create_count AS "create", i.update_count AS "update",
    i.unchanged_count AS unchanged, i.error_count AS errors, i.created_at AS createdAt,
    i.applied_at AS appliedAt, i.undone_at AS undoneAt`,
  from: 'product_imports i JOIN stores st ON st.id = i.store_id',
  id: 'i.id',
  sort: { id: 'i.id', createdAt: 'i.created_at', appliedAt: 'i.applied_at', errors: 'i.error_count' },
  filters: {
    sellerId: integerFilter('st.seller_id'),
    status: oneOfFilter('i.status', IMPORT_STATUSES),
  },
  search: ['i.file_name', 'st.store_name'],
  toRecord: (row) => row,
};

export async function productImportsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get('/', async (request, reply) => {
    const params = parseListParams(request.query);
    return sendList(
      reply,
      PRODUCT_IMPORTS.resource,
      params.range.start,
      listRecords(ctx, PRODUCT_IMPORTS, params),
    );
  });
  app.get<{ Params: { id: string } }>('/:id', { schema: { params: idParams } }, async (request) => {
    const record = findRecord(ctx, PRODUCT_IMPORTS, idOf(request));
    if (!record) throw notFound('Импорт не найден');
    return record;
  });
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET'] });
}
