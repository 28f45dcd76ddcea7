import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { categories, productPage, productRow, renderShell, stubApi } from './productsHarness';
import { stubPhoneMedia } from '../phoneMedia';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = [
  productRow({ id: 101, labels: [2, 4], minPrice: 1200.5, maxPrice: 1500 }),
  productRow({ id: 102, productName: '=Шуруповёрт', isActive: false, isDraft: true }),
];

describe('the product lists: export and phones', () => {
  it('Экспорт downloads every page of the filter as an Excel-ready CSV', async () => {
    const calls = stubApi({
      'Product/GetAllWholesaleProducts': () => productPage(rows, 2, 1),
      'Product/GetCategoriesByGroupId': () => categories,
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:products';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderShell(`/products/wholesale?filter=${encodeURIComponent(JSON.stringify({ status: 1 }))}`);
    await screen.findByText('Перфоратор SDS-plus 800 Вт', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const exportBody = calls
      .filter((c) => c.path === 'Product/GetAllWholesaleProducts')
      .map((c) => c.json as { status: number; pagination: { pageSize: number } })
      .find((body) => body.pagination.pageSize === 100);
    expect(exportBody?.status).toBe(1);
    expect(clicked[0]).toMatch(/^optovye-tovary-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      '"ID";"Название";"Артикул";"Тип";"Категория";"Цена от";"Цена до";"Количество";"Вариантов";"Статус";"Метки";"К выплате";"Дата создания"',
    );
    expect(lines[1]).toContain(
      '"101";"Перфоратор SDS-plus 800 Вт";"PRF-800";"Оптовый";"Инструменты / Электроинструмент";"1200,50";"1500,00";"40";"2";"Активен";"Скидка, Топ";"1026,00";',
    );
    // a name that starts like a formula is guarded
    expect(lines[2]).toContain('"102";"\'=Шуруповёрт";');
    expect(lines[2]).toContain('"Черновик"');
  });

  it('below 768 px the products are cards that open the product form', async () => {
    stubPhoneMedia();
    stubApi({
      'Product/GetAllRetailProducts': () => productPage(rows),
      'Product/GetCategoriesByGroupId': () => categories,
    });
    renderShell('/products/retail');
    const card = (await screen.findByText('Перфоратор SDS-plus 800 Вт', {}, { timeout: 8000 })).closest('a');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card?.getAttribute('href')).toBe('/products/edit/101');
    expect(screen.getAllByText('Артикул: PRF-800')).toHaveLength(2);
    expect(screen.getByText('1 200,50 – 1 500,00 руб.')).toBeTruthy();
  });
});
