import { loadavg } from 'node:os';
import ExcelJS from 'exceljs';
import { withSeededApp, type SeededApp } from './app.js';

/**
 * Bulk import at 10,000 rows (docs/contract/import.md), each measured as the page sees it,
 * polling `GetImport`: upload → `checked` (target under 5 s) and `Apply` → `applied` (target under
 * 10 s). Prices: the demo store gets 2,000 products of 5 options inserted in SQL and an `.xlsx`
 * changes every price. Products: an `.xlsx` made from the store's own template creates 5,000
 * products of 2 options, each checked by the product form's rules.
 */

const PRODUCTS = 2_000;
const OPTIONS_PER_PRODUCT = 5;
const POLL_MS = 20;

function seedOptions(seeded: SeededApp): { storeId: number; codes: { code: string; price: number }[] } {
  const db = seeded.app.ctx.db;
  const storeId = db
    .prepare(
      "SELECT s.id FROM stores s JOIN sellers se ON se.id = s.seller_id JOIN users u ON u.id = se.user_id WHERE u.email = 'seller@demo.ru'",
    )
    .pluck()
    .get() as number;
  db.transaction(() => {
    const product = db.prepare(
      "INSERT INTO products (store_id, product_name, product_type_id, created_at) VALUES (?, ?, 2, '2026-01-01T00:00:00.000Z')",
    );
    const option = db.prepare(
      'INSERT INTO product_options (product_id, position, vendor_code, price_for_one, new_price, quantity, is_base) VALUES (?, ?, ?, ?, ?, 10, ?)',
    );
    for (let p = 0; p < PRODUCTS; p++) {
      const productId = Number(product.run(storeId, `Товар для импорта ${p}`).lastInsertRowid);
      for (let o = 0; o < OPTIONS_PER_PRODUCT; o++) {
        const price = 100 + p + o / 100;
        option.run(productId, o, `IMP-${p}-${o}`, price, price, o === 0 ? 1 : 0);
      }
    }
  })();
  const codes = db
    .prepare(
      "SELECT vendor_code AS code, price_for_one AS price FROM product_options WHERE vendor_code LIKE 'IMP-%'",
    )
    .all() as { code: string; price: number }[];
  return { storeId, codes };
}

async function priceFile(codes: readonly { code: string; price: number }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Цены и остатки');
  sheet.addRow(['Артикул', 'Название товара', 'Цена, руб.', 'Скидка, %', 'Количество']);
  for (const { code, price } of codes)
    sheet.addRow([code, null, Math.round((price + 1.5) * 100) / 100, 5, null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const NEW_PRODUCTS = 5_000;
const NEW_OPTIONS = 2;

/** The store's products template with NEW_PRODUCTS new products in its first sheet. */
async function productsFile(seeded: SeededApp): Promise<Buffer> {
  const response = await seeded.app.inject({
    method: 'GET',
    url: '/seller/api/ProductImport/Template?kind=products&format=xlsx',
    headers: { authorization: `Bearer ${seeded.token}` },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((w) => w.name !== 'Списки');
  const lists = workbook.getWorksheet('Списки');
  if (!sheet || !lists) throw new Error('no products template');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const category = String(lists.getCell(2, 1).value);
  for (let p = 0; p < NEW_PRODUCTS; p++) {
    for (let o = 0; o < NEW_OPTIONS; o++) {
      const price = 1000 + p;
      const cells: Record<string, string | number> = {
        Артикул: `NEW-${p}-${o}`,
        'Название товара': `Новый товар ${p}`,
        Категория: category,
        'Единица измерения': 'шт.',
        'Цена, руб.': price,
        Количество: 10,
        'Мин. цена, руб.': price - 100,
        'Макс. цена, руб.': price + 100,
      };
      sheet.addRow(headers.map((h) => cells[h] ?? null));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(file: Buffer, kind: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----bench-import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${kind}.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Job {
  id: number;
  status: string;
  counts: { create: number; update: number; errors: number };
}

async function inject(
  seeded: SeededApp,
  method: 'GET' | 'POST',
  url: string,
  extra: object = {},
): Promise<Job> {
  const response = await seeded.app.inject({
    method,
    url: `/seller/api/ProductImport/${url}`,
    headers: { authorization: `Bearer ${seeded.token}` },
    ...extra,
  });
  const reply = response.json<{ status: number; data: Job }>();
  if (reply.status !== 1) throw new Error(`${url} failed: ${response.body}`);
  return reply.data;
}

async function until(seeded: SeededApp, id: number, running: string): Promise<Job> {
  for (;;) {
    const job = await inject(seeded, 'GET', `GetImport?importId=${id}`);
    if (job.status !== running) return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Upload → checked and Apply → applied of one file, checked against the rows it must change. */
async function measure(
  seeded: SeededApp,
  file: Buffer,
  kind: string,
  rows: number,
  counted: 'create' | 'update',
) {
  console.log(
    `  ${kind}: ${rows.toLocaleString('en')} rows, xlsx ${(file.length / 1024).toFixed(0)} KB; load ${load()}`,
  );
  const { payload, headers } = multipart(file, kind);
  const checkStart = performance.now();
  const uploaded = await inject(seeded, 'POST', 'Upload', {
    payload,
    headers: { ...headers, authorization: `Bearer ${seeded.token}` },
  });
  const checked = await until(seeded, uploaded.id, 'checking');
  const checkMs = performance.now() - checkStart;
  if (checked.status !== 'checked' || checked.counts[counted] !== rows) {
    throw new Error(`check: ${JSON.stringify(checked)}`);
  }
  console.log(`  ${kind}: upload → checked   ${checkMs.toFixed(0)} ms (target < 5000), load ${load()}`);

  const applyStart = performance.now();
  await inject(seeded, 'POST', `Apply?importId=${uploaded.id}`);
  const applied = await until(seeded, uploaded.id, 'applying');
  const applyMs = performance.now() - applyStart;
  if (applied.status !== 'applied') throw new Error(`apply: ${JSON.stringify(applied)}`);
  console.log(`  ${kind}: apply → applied    ${applyMs.toFixed(0)} ms (target < 10000), load ${load()}`);
}

export async function benchProductImport(): Promise<void> {
  await withSeededApp('productImport', 1, async (seeded) => {
    const { codes } = seedOptions(seeded);
    await measure(seeded, await priceFile(codes), 'prices', codes.length, 'update');
    await measure(seeded, await productsFile(seeded), 'products', NEW_PRODUCTS * NEW_OPTIONS, 'create');
  });
}
