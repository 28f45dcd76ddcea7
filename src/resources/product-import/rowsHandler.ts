import type { GetListParams, GetListResult, Identifier } from 'react-admin';
import { pagination, toListPage } from '../../api/list';
import { getImportRows, type ImportRow } from '../../api/productImport';
import type { ImportRowsBody } from '../../../contract';
import { defineHandler } from '../../dataProvider/compose';
import { filterOf, recordIdOf } from '../../dataProvider/params';

/** The rows of one import as its check found them (GetImportRows), by sheet and row number. */
export const PRODUCT_IMPORT_ROWS_RESOURCE = 'product-import-rows';

/**
 * A row as a list record. Row numbers are each sheet's own, so a row of a sheet is named by both
 * (`"Оптовые товары#3"`); a row of a single sheet by its number.
 */
export type ImportRowRecord = ImportRow & { id: Identifier };

const rowIdOf = (row: ImportRow): Identifier =>
  row.sheet === null ? row.rowNumber : `${row.sheet}#${row.rowNumber}`;

/** The actions a seller may filter the rows by. */
export type ImportRowsFilter = NonNullable<ImportRowsBody['action']>;

export const FILTERABLE_ACTIONS = [
  'create',
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
    return { ...page, data: page.data.map((row) => ({ ...row, id: rowIdOf(row) })) };
  },
}));
