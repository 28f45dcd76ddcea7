import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportJob, ImportUndoResult } from '../../contract/index.js';
import { one, run } from '../../server/db/query.js';
import { recoverImports } from '../../server/services/productImportStore.js';
import { api, productsWorld, type ProductsWorld } from './productsHelpers.js';
import {
  catalogue,
  checked,
  getImport,
  HEADERS,
  importCall,
  optionsOf,
  settled,
  xlsxOf,
  type StoreOptionRow,
} from './productImportHelpers.js';

/** Apply and undo (docs/contract/import.md): one transaction each, newPrice as the product form, the conflict rule. */

let world: ProductsWorld;
let mine: StoreOptionRow[];
beforeEach(async () => {
  world = await productsWorld();
  mine = optionsOf(world, world.seller.storeId);
});
afterEach(async () => {
  await world.server.cleanup();
});

const opt = (i: number): StoreOptionRow => {
  const o = mine[i];
  if (!o) throw new Error(`no option ${i}`);
  return o;
};
const optionNow = (id: number) => optionsOf(world, world.seller.storeId).find((o) => o.id === id);
const productFigures = (id: number) =>
  one(
    world.server.db,
    'SELECT min_price, max_price, total_quantity, has_discount, base_new_price FROM products WHERE id = ?',
    id,
  );

/** Rows changing options 0 and 2 (two products) and an error row. */
const changingFile = () =>
  xlsxOf([
    [...HEADERS],
    [opt(0).vendorCode, null, 1000.01, 15, 12],
    [opt(2).vendorCode, null, 333.33, 33, null],
    ['НЕТ', null, 1, null, null],
  ]);

async function apply(importId: number): Promise<ImportJob> {
  const reply = await importCall<ImportJob>(world, `/ProductImport/Apply?importId=${importId}`);
  expect(reply.status).toBe(1);
  expect(reply.data?.status).toBe('applying');
  return settled(world, importId);
}

describe('apply', () => {
  it('writes the update rows, recomputes newPrice and the product figures as the product form, once', async () => {
    const job = await checked(world, await changingFile());
    const applied = await apply(job.id);
    expect(applied.status).toBe('applied');
    expect(applied.appliedAt).not.toBeNull();
    expect(optionNow(opt(0).id)).toMatchObject({
      priceForOne: 1000.01,
      discount: 15,
      newPrice: 850.01,
      quantity: 12,
    });
    expect(optionNow(opt(2).id)).toMatchObject({ priceForOne: 333.33, discount: 33, newPrice: 223.33 });
    // The product form's save gives the same newPrice and product figures.
    const detail = await api<{ productOptions: { newPrice: number }[] }>(
      world,
      `/Product/GetProductById?productId=${opt(0).productId}`,
    );
    expect(detail.data?.productOptions.map((o) => o.newPrice)).toContain(850.01);
    const figures = productFigures(opt(0).productId);
    const saved = await api(world, '/Product/EditProducts', {
      ...(detail.data as object),
      id: opt(0).productId,
    });
    expect(saved).toEqual({ status: 1, data: true });
    expect(productFigures(opt(0).productId)).toEqual(figures);

    expect(await importCall(world, `/ProductImport/Apply?importId=${job.id}`)).toEqual({
      status: -1,
      errorMessage: 'Импорт ещё проверяется или уже применён',
    });
    const history = await importCall<{ results: ImportJob[]; rowCount: number }>(
      world,
      '/ProductImport/GetImports',
    );
    expect(history.data?.results.map((j) => j.id)).toEqual([job.id]);
  });

  it('is all or nothing: a write failing midway leaves the catalogue and the status `checked`', async () => {
    const job = await checked(world, await changingFile());
    const before = catalogue(world);
    run(
      world.server.db,
      `CREATE TRIGGER fail_midway BEFORE UPDATE ON product_options WHEN OLD.id = ${opt(2).id}
       BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
    const after = await apply(job.id);
    expect(after.status).toBe('checked');
    expect(catalogue(world)).toEqual(before);
    run(world.server.db, 'DROP TRIGGER fail_midway');
    expect((await apply(job.id)).status).toBe('applied');
  });

  it('refuses an import without changes; a server restarted mid-apply finds it `checked`', async () => {
    const same = await checked(
      world,
      await xlsxOf([[...HEADERS], [opt(1).vendorCode, null, opt(1).priceForOne]]),
    );
    expect(await importCall(world, `/ProductImport/Apply?importId=${same.id}`)).toEqual({
      status: -1,
      errorMessage: 'В импорте нет изменений',
    });
    const job = await checked(world, await changingFile());
    run(world.server.db, "UPDATE product_imports SET status = 'applying' WHERE id = ?", job.id);
    run(world.server.db, "UPDATE product_imports SET status = 'checking' WHERE id = ?", same.id);
    recoverImports(world.server.db);
    expect((await getImport(world, job.id)).data?.status).toBe('checked');
    expect((await getImport(world, same.id)).data).toMatchObject({
      status: 'failed',
      errorMessage: 'Проверка файла прервалась при перезапуске сервера: загрузите файл ещё раз',
    });
  });
});

describe('undo', () => {
  it('gives back the values before, keeping and naming a product changed after the import', async () => {
    const before0 = optionNow(opt(0).id);
    const figures2 = productFigures(opt(2).productId);
    const job = await checked(world, await changingFile());
    await apply(job.id);
    // The seller changes the first product after the import.
    run(world.server.db, 'UPDATE product_options SET quantity = 99 WHERE id = ?', opt(0).id);
    const undo = await importCall<ImportUndoResult>(world, `/ProductImport/Undo?importId=${job.id}`);
    expect(undo).toEqual({
      status: 1,
      data: { restored: 1, kept: [{ productId: opt(0).productId, productName: opt(0).productName }] },
    });
    expect(optionNow(opt(2).id)).toEqual(opt(2));
    expect(productFigures(opt(2).productId)).toEqual(figures2);
    expect(optionNow(opt(0).id)).toEqual({
      ...before0,
      priceForOne: 1000.01,
      discount: 15,
      newPrice: 850.01,
      quantity: 99,
    });
    expect((await getImport(world, job.id)).data?.status).toBe('undone');
    expect(await importCall(world, `/ProductImport/Undo?importId=${job.id}`)).toEqual({
      status: -1,
      errorMessage: 'Отменить можно только применённый импорт',
    });
  });
});

describe('ownership', () => {
  it("refuses another seller's import id and never touches their same vendor code", async () => {
    run(
      world.server.db,
      'UPDATE product_options SET vendor_code = ? WHERE id = ?',
      opt(0).vendorCode,
      otherOption(),
    );
    const theirs = one(world.server.db, 'SELECT * FROM product_options WHERE id = ?', otherOption());
    const job = await checked(world, await changingFile());
    const notFound = { status: -1, errorMessage: 'Импорт не найден' };
    expect(await getImport(world, job.id, world.other)).toEqual(notFound);
    expect(await importCall(world, `/ProductImport/Apply?importId=${job.id}`, world.other)).toEqual(notFound);
    expect(await importCall(world, `/ProductImport/Undo?importId=${job.id}`, world.other)).toEqual(notFound);
    expect((await getImport(world, job.id)).data?.status).toBe('checked');
    await apply(job.id);
    expect(one(world.server.db, 'SELECT * FROM product_options WHERE id = ?', otherOption())).toEqual(theirs);
  });
});

const otherOption = (): number => {
  const o = optionsOf(world, world.other.storeId)[0];
  if (!o) throw new Error('the second seller has no options');
  return o.id;
};
