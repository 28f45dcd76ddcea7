import type { GetListParams, GetListResult } from 'react-admin';
import { pagination, toListPage } from '../../api/list';
import { getImportRows, type ImportRow } from '../../api/productImport';
import type { ImportRowsBody } from '../../../contract';
import { defineHandler } from '../../dataProvider/compose';
import { filterOf, recordIdOf } from '../../dataProvider/params';

/** The rows of one import as its check found them (GetImportRows), by row number. */
export const PRODUCT_IMPORT_ROWS_RESOURCE = 'product-import-rows';

/** A row as a list record: the row number is unique within its import. */
export type ImportRowRecord = ImportRow & { id: number };

/** The actions a seller may filter the rows by ('create' is not one in the first slice). */
export type ImportRowsFilter = NonNullable<ImportRowsBody['action']>;

export const FILTERABLE_ACTIONS = [
  'update',
  'unchanged',
  'error',
] as const satisfies readonly ImportRowsFilter[];

const isFilterable = (value: unknown): value is ImportRowsFilter =>
  (FILTERABLE_ACTIONS as readonly unknown[]).includes(value);

const actionOf = (value: unknown): ImportRowsFilter | null => (isFilterable(value) ? value : null);

export const importRowsHandler = defineHandler(() => ({
  /** Filter: `importId` (required) and `action` (none: every row). */
  getList: async (params: GetListParams): Promise<GetListResult<ImportRowRecord>> => {
    const filter = filterOf(params);
    const body: ImportRowsBody = {
      importId: recordIdOf(filter.importId, PRODUCT_IMPORT_ROWS_RESOURCE),
      action: actionOf(filter.action),
      pagination: pagination(params.pagination?.page, params.pagination?.perPage),
    };
    const page = toListPage(await getImportRows(body), body.pagination);
    return { ...page, data: page.data.map((row) => ({ ...row, id: row.rowNumber })) };
  },
}));
