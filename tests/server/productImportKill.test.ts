import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../contract/index.js';
import { scalar } from '../../server/db/query.js';
import { buildMarketplace } from '../../server/marketplace.js';
import { createTestServer, type TestServer } from './helpers.js';
import { postMultipart, sellerSession } from './ordersHelpers.js';

/**
 * `kill -9` during an apply (docs/contract/import.md): a second process applies a products import
 * to the same database file and is killed with SIGKILL after writing part of it; the file then
 * holds none of it, the restarted server finds the import `checked`, and applying again writes all.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEW_PRODUCTS = 40;
const KILL_AT = 17;

let work: string;
let dbFile: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'import-kill-'));
  dbFile = path.join(work, 'marketplace.db');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function serverOnFile(seed: boolean): Promise<TestServer> {
  if (seed) return createTestServer({ dbFile });
  const app = await buildMarketplace({ dbFile, distDir: path.join(tmpdir(), 'seller-no-dist') });
  return { app, db: app.ctx.db, clock: { now: Date.now() } };
}

async function productsFile(server: TestServer, token: string): Promise<Buffer> {
  const template = await server.app.inject({
    method: 'GET',
    url: '/seller/api/ProductImport/Template?kind=products&format=xlsx',
    headers: { authorization: `Bearer ${token}` },
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets.find((s) => s.name !== 'Списки') as ExcelJS.Worksheet;
  const lists = book.getWorksheet('Списки') as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  for (let i = 0; i < NEW_PRODUCTS; i++) {
    const cells: Record<string, string | number> = {
      Артикул: `KILL-${i}`,
      'Название товара': `Товар под kill -9 ${i}`,
      Категория: String(lists.getCell(2, 1).value),
      'Единица измерения': 'шт.',
      'Цена, руб.': 500,
      'Мин. цена, руб.': 400,
      'Макс. цена, руб.': 600,
    };
    sheet.addRow(headers.map((h) => cells[h] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function settled(server: TestServer, token: string, importId: number): Promise<ImportJob> {
  for (;;) {
    const reply = await server.app.inject({
      method: 'GET',
      url: `/seller/api/ProductImport/GetImport?importId=${importId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const job = reply.json<{ data: ImportJob }>().data;
    if (!['checking', 'applying'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const imported = (server: TestServer) =>
  scalar(server.db, "SELECT COUNT(*) AS value FROM products WHERE product_name LIKE 'Товар под kill -9 %'");

function applyInAnotherProcess(storeId: number, importId: number): Promise<NodeJS.Signals | null> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/server/fixtures/applyThenKill.ts',
      dbFile,
      String(storeId),
      String(importId),
      String(KILL_AT),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

describe('an apply killed with SIGKILL', () => {
  it('leaves nothing written; the restarted server finds the import checked and applies it whole', async () => {
    let server = await serverOnFile(true);
    const seller = await sellerSession(server.app);
    const storeId = scalar(server.db, 'SELECT id AS value FROM stores WHERE seller_id = ?', seller.sellerId);
    const uploaded = await postMultipart<ImportJob>(server.app, '/ProductImport/Upload', seller.token, [
      { name: 'kind', value: 'products' },
      {
        name: 'File',
        filename: 'kill.xlsx',
        contentType: 'application/octet-stream',
        data: await productsFile(server, seller.token),
      },
    ]);
    const importId = uploaded.data?.id ?? 0;
    expect((await settled(server, seller.token, importId)).counts.create).toBe(NEW_PRODUCTS);
    const productsBefore = scalar(server.db, 'SELECT COUNT(*) AS value FROM products');
    await server.app.close();

    expect(await applyInAnotherProcess(storeId, importId)).toBe('SIGKILL');

    server = await serverOnFile(false);
    try {
      expect(scalar(server.db, 'SELECT COUNT(*) AS value FROM products')).toBe(productsBefore);
      expect(imported(server)).toBe(0);
      const token = (await sellerSession(server.app)).token;
      expect((await settled(server, token, importId)).status).toBe('checked');
      await server.app.inject({
        method: 'POST',
        url: `/seller/api/ProductImport/Apply?importId=${importId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await settled(server, token, importId)).status).toBe('applied');
      expect(imported(server)).toBe(NEW_PRODUCTS);
    } finally {
      await server.app.close();
    }
  }, 120_000);
});
