import { loadavg } from 'node:os';
import ExcelJS from 'exceljs';
import { withSeededApp, type SeededApp } from './app.js';

/**
 * Bulk import of prices at 10,000 options (docs/contract/import.md): the demo store gets 2,000
 * products of 5 options inserted in SQL; an `.xlsx` changing every price is uploaded through
 * `ProductImport/Upload`, and the times are measured as the page sees them, polling `GetImport`:
 * upload → `checked` (target under 5 s) and `Apply` → `applied` (target under 10 s).
 */

const PRODUCTS = 2_000;
const OPTIONS_PER_PRODUCT = 5;
const POLL_MS = 20;

function seedOptions(seeded: SeededApp): { storeId: number; codes: { code: string; price: number }[] } {
  const db = seeded.app.ctx.db;
  const storeId = db
    .prepare("SELECT s.id FROM stores s JOIN sellers se ON se.id = s.seller_id JOIN users u ON u.id = se.user_id WHERE u.email = 'seller@demo.ru'")
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
    .prepare("SELECT vendor_code AS code, price_for_one AS price FROM product_options WHERE vendor_code LIKE 'IMP-%'")
    .all() as { code: string; price: number }[];
  return { storeId, codes };
}

async function priceFile(codes: readonly { code: string; price: number }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Цены и остатки');
  sheet.addRow(['Артикул', 'Название товара', 'Цена, руб.', 'Скидка, %', 'Количество']);
  for (const { code, price } of codes) sheet.addRow([code, null, Math.round((price + 1.5) * 100) / 100, 5, null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(file: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----bench-import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nprices\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="prices.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Job {
  id: number;
  status: string;
  counts: { update: number; errors: number };
}

async function inject(seeded: SeededApp, method: 'GET' | 'POST', url: string, extra: object = {}): Promise<Job> {
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

export async function benchProductImport(): Promise<void> {
  await withSeededApp('productImport', 1, async (seeded) => {
    const { codes } = seedOptions(seeded);
    const file = await priceFile(codes);
    const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`  ${codes.length.toLocaleString('en')} options, xlsx ${(file.length / 1024).toFixed(0)} KB; load ${load()}`);

    const { payload, headers } = multipart(file);
    const checkStart = performance.now();
    const uploaded = await inject(seeded, 'POST', 'Upload', { payload, headers: { ...headers, authorization: `Bearer ${seeded.token}` } });
    const checked = await until(seeded, uploaded.id, 'checking');
    const checkMs = performance.now() - checkStart;
    if (checked.status !== 'checked' || checked.counts.update !== codes.length) {
      throw new Error(`check: ${JSON.stringify(checked)}`);
    }
    console.log(`  upload → checked   ${checkMs.toFixed(0)} ms (target < 5000), load ${load()}`);

    const applyStart = performance.now();
    await inject(seeded, 'POST', `Apply?importId=${uploaded.id}`);
    const applied = await until(seeded, uploaded.id, 'applying');
    const applyMs = performance.now() - applyStart;
    if (applied.status !== 'applied') throw new Error(`apply: ${JSON.stringify(applied)}`);
    console.log(`  apply → applied    ${applyMs.toFixed(0)} ms (target < 10000), load ${load()}`);
  });
}
