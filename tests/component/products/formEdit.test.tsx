import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail } from '../../../contract';
import { lookupReplies, renderProductForm, stubApi } from './formHarness';
import { productPage, productRow } from './productsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 8000 };

const stored: ProductDetail = {
  id: 77,
  storeId: 9,
  productName: 'Мешки полипропиленовые',
  productDescription: 'Прочные мешки',
  countryOfOrigin: 'Россия',
  measureUnitId: 1,
  productTypeId: 1,
  minUnitInOrder: 1,
  productUnitInPackage: 100,
  isDraft: false,
  isActive: true,
  isBlocked: false,
  addedAtRegistration: false,
  creationDate: '2026-11-01T10:00:00Z',
  categories: [{ categoryId: 4, name: 'Инструменты', path: [{ id: 4, name: 'Инструменты' }] }],
  isFreeShipping: true,
  templateId: null,
  weightAndSizes: { weight: 0.1, length: 100, width: 55, height: null },
  productTags: [{ tagName: 'мешки' }],
  productOptions: [
    {
      id: 501,
      vendoreCode: 'М-1',
      withNDS: true,
      minPrice: null,
      maxPrice: null,
      ndsMinPrice: 20,
      ndsMaxPrice: 40,
      priceForOne: 30,
      discount: 0,
      newPrice: 30,
      quantityForSale: 1000,
      baseOption: true,
      isPreOrder: false,
      preOrderDays: null,
      productProperties: '[{"propertyId":2,"propertyKey":"Материал","value":"Полипропилен"}]',
      imageIndex: 0,
      productOptionImages: [
        { id: 9001, image: '/seller/uploads/a.png', isBaseImage: true },
        { id: 9002, image: '/seller/uploads/b.png', isBaseImage: false },
      ],
    },
  ],
};

describe('/products/edit/{productId}', () => {
  it('loads GetProductById and sends EditProducts with the ids and isDelete for a removed image', async () => {
    const calls = stubApi(
      lookupReplies({
        'Product/GetProductById': () => ({ ...stored, isBlocked: true, isActive: false }),
        'Product/EditProducts': () => true,
      }),
    );
    const { location } = renderProductForm('/products/edit/77');
    expect(await screen.findByText(/Товар заблокирован администратором/, {}, SLOW)).toBeTruthy();
    const name = (await screen.findByRole('textbox', { name: /^Название товара/ }, SLOW)) as HTMLInputElement;
    expect(name.value).toBe('Мешки полипропиленовые');
    expect(
      calls.find((call) => call.path === 'Product/GetProductById')?.url.searchParams.get('productId'),
    ).toBe('77');
    const option = screen.getByRole('group', { name: 'Вариант 1' });
    expect(within(option).getByRole('textbox', { name: /^Минимальная цена с НДС/ })).toHaveProperty(
      'value',
      '20',
    );
    expect(within(option).getByTestId('option-0-payout').textContent).toContain('23,50 руб.'); // 30 − 1,50 − 5

    fireEvent.click(within(option).getByRole('button', { name: 'Удалить изображение 1' }));
    expect(within(option).getAllByRole('img')).toHaveLength(1);
    expect(within(option).getByText('Основное')).toBeTruthy();
    fireEvent.change(within(option).getByRole('textbox', { name: /^Количество для продажи/ }), {
      target: { value: '900' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));

    await waitFor(() => expect(location()).toBe('/products/retail'), SLOW);
    const edit = calls.find((call) => call.path === 'Product/EditProducts')?.json as Record<string, unknown>;
    expect(edit).toMatchObject({
      id: 77,
      storeId: 9,
      productName: 'Мешки полипропиленовые',
      productTypeId: 1,
      isDraft: false,
      isActive: false, // a switched-off (here blocked) product stays off
      categories: [{ categoryId: 4 }],
      isFreeShipping: true,
      weightAndSizes: { weight: 0.1, length: 100, width: 55, height: null },
      productTags: [{ tagName: 'мешки' }],
    });
    expect((edit.productOptions as unknown[])[0]).toEqual({
      id: 501,
      vendoreCode: 'М-1',
      withNDS: true,
      minPrice: null,
      maxPrice: null,
      ndsMinPrice: 20,
      ndsMaxPrice: 40,
      priceForOne: 30,
      discount: 0,
      newPrice: 30,
      quantityForSale: 900,
      baseOption: true,
      isPreOrder: false,
      preOrderDays: null,
      productProperties: '[{"propertyId":2,"propertyKey":"Материал","value":"Полипропилен"}]',
      imageIndex: 0,
      productOptionImages: [
        { id: 9002, image: '/seller/uploads/b.png', isBaseImage: true },
        { id: 9001, image: '/seller/uploads/a.png', isBaseImage: false, isDelete: true },
      ],
    });
  });

  it('uploads an image to the option (multipart File) and keeps typed values over a session-expiry reload', async () => {
    const calls = stubApi(
      lookupReplies({
        'Product/GetProductById': () => stored,
        'Product/UploadProductImage': () => ({ image: '/seller/uploads/new.webp' }),
      }),
    );
    renderProductForm('/products/edit/77');
    const option = await screen.findByRole('group', { name: 'Вариант 1' }, SLOW);
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.webp', { type: 'image/webp' });
    const input = option.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(option).findByRole('img', { name: 'Изображение 3' })).toBeTruthy();
    const upload = calls.find((call) => call.path === 'Product/UploadProductImage');
    expect((upload?.form?.get('File') as File | null)?.name).toBe('photo.webp');
    fireEvent.change(screen.getByRole('textbox', { name: /^Название товара/ }), {
      target: { value: 'Мешки новые' },
    });

    // the page reloads (a refreshed session): the draft of this route brings everything back
    cleanup();
    localStorage.setItem('sellerAccessToken', 'access-1');
    renderProductForm('/products/edit/77');
    const name = (await screen.findByRole('textbox', { name: /^Название товара/ }, SLOW)) as HTMLInputElement;
    expect(name.value).toBe('Мешки новые');
    const again = screen.getByRole('group', { name: 'Вариант 1' });
    expect(within(again).getAllByRole('img')).toHaveLength(3);
  });

  it('a wrong file type is refused before uploading, with its message', async () => {
    const calls = stubApi(lookupReplies({ 'Product/GetProductById': () => stored }));
    renderProductForm('/products/edit/77');
    const option = await screen.findByRole('group', { name: 'Вариант 1' }, SLOW);
    expect(screen.queryByText(/Товар заблокирован администратором/)).toBeNull();
    const input = option.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect(await within(option).findByText(/Файл «doc.pdf» не подходит/)).toBeTruthy();
    expect(calls.some((call) => call.path === 'Product/UploadProductImage')).toBe(false);
  });

  it('opened from the list, waits for GetProductById (the list row is not a product to edit)', async () => {
    const row = productRow({ id: 77, productName: 'Мешки полипропиленовые', productTypeId: 1 });
    stubApi(
      lookupReplies({
        'Product/GetAllRetailProducts': () => productPage([row]),
        'Product/GetProductById': () => stored,
      }),
    );
    renderProductForm('/products/retail');
    fireEvent.click(await screen.findByRole('link', { name: 'Мешки полипропиленовые' }, SLOW));
    const option = await screen.findByRole('group', { name: 'Вариант 1' }, SLOW);
    expect(within(option).getByRole('textbox', { name: /^Артикул/ })).toHaveProperty('value', 'М-1');
    expect(within(option).getAllByRole('img')).toHaveLength(2);
  });
});
