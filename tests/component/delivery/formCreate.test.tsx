import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formReplies, renderShell, stubApi, templatePage } from './deliveryHarness';
import { choose, direction, pick, SLOW, type } from './formHelpers';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function fillMain() {
  const main = await screen.findByRole('region', { name: 'Шаблон' }, SLOW);
  type(main, /^Название шаблона/, '  Россия и Казахстан ');
  await pick(main, /Товары шаблона/, 'Шуруповёрт 18 В');
  return main;
}

describe('/shared/delivery/add', () => {
  it('two directions (all regions; chosen cities): the exact AddTemplate body, then /shared/delivery', async () => {
    const calls = stubApi({
      ...formReplies,
      'Product/AddTemplate': () => true,
      'Product/GetAllTemplates': () => templatePage([]),
    });
    const shell = renderShell('/shared/delivery/add');
    await fillMain();

    const first = direction(1);
    await waitFor(() =>
      expect(within(first).getByRole('combobox', { name: /Страна/ }).textContent).toContain('Россия'),
    );
    type(first, /^Срок от/, '2');
    type(first, /^Срок до/, '5');
    await choose(first, /Способ доставки/, 'Автотранспорт');

    fireEvent.click(screen.getByRole('button', { name: 'Добавить направление' }));
    const second = await screen.findByRole('group', { name: 'Направление 2' });
    await choose(second, /Страна/, 'Казахстан');
    fireEvent.click(within(second).getByRole('switch', { name: 'Все регионы' }));
    await pick(second, /^Регионы/, 'Алматинская область');
    fireEvent.click(within(second).getByRole('switch', { name: 'Все города' }));
    await pick(second, /^Города/, 'Алматы');
    type(second, /^Срок от/, '3');
    type(second, /^Срок до/, '7');
    await choose(second, /Способ доставки/, 'Почта / курьерская служба');
    type(second, /^Вес/, '12,5');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(shell.location()).toBe('/shared/delivery'), SLOW);
    const add = calls.filter((call) => call.path === 'Product/AddTemplate');
    expect(add).toHaveLength(1);
    const limits = { weight: null, length: null, width: null, height: null };
    expect(add[0]?.json).toEqual({
      name: 'Россия и Казахстан',
      storeId: 9,
      productIds: [102],
      directions: [
        {
          deliveryDayFrom: 2,
          deliveryDayTo: 5,
          countryId: 1,
          deliveryMethodId: 1,
          ...limits,
          isAllRegions: true,
          isDeleted: false,
          directionRegions: [],
          isAllCities: true,
          cityIdsForDirection: [],
        },
        {
          deliveryDayFrom: 3,
          deliveryDayTo: 7,
          countryId: 3,
          deliveryMethodId: 3,
          ...limits,
          weight: 12.5,
          isAllRegions: false,
          isDeleted: false,
          directionRegions: [{ regionId: 3001 }],
          isAllCities: false,
          cityIdsForDirection: [{ cityId: 300101 }],
        },
      ],
    });
    expect(calls.find((c) => c.path === 'Common/GetCitiesByRegionIds')?.json).toEqual([3001]);
    expect(
      calls.find((c) => c.path === 'Product/GetProductsByStoreId')?.url.searchParams.get('storeId'),
    ).toBe('9');
    expect(sessionStorage.getItem('draft:delivery-templates:add')).toBeNull();
  }, 40_000);

  it('"from" above "to" is shown under the field and nothing is sent', async () => {
    const calls = stubApi({ ...formReplies, 'Product/AddTemplate': () => true });
    const shell = renderShell('/shared/delivery/add');
    await fillMain();
    const first = direction(1);
    type(first, /^Срок от/, '9');
    type(first, /^Срок до/, '3');
    await choose(first, /Способ доставки/, 'Автотранспорт');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(first).findByText('Срок «от» больше срока «до»', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Исправьте поля, отмеченные красным')).toBeTruthy();
    expect(calls.some((c) => c.path === 'Product/AddTemplate')).toBe(false);
    expect(shell.location()).toBe('/shared/delivery/add');
  }, 30_000);

  it('a -1 refusal is shown above the buttons and keeps what was typed', async () => {
    stubApi({
      ...formReplies,
      'Product/AddTemplate': () => ({ status: -1, errorMessage: 'Шаблон «Россия и Казахстан» уже есть' }),
    });
    const shell = renderShell('/shared/delivery/add');
    const main = await fillMain();
    const first = direction(1);
    type(first, /^Срок от/, '2');
    type(first, /^Срок до/, '5');
    await choose(first, /Способ доставки/, 'Автотранспорт');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Шаблон «Россия и Казахстан» уже есть');
    expect(shell.location()).toBe('/shared/delivery/add');
    expect((within(main).getByRole('textbox', { name: /^Название шаблона/ }) as HTMLInputElement).value).toBe(
      '  Россия и Казахстан ',
    );
    expect(sessionStorage.getItem('draft:delivery-templates:add')).toContain('Россия и Казахстан');
  }, 30_000);

  it("the products are read again 350 ms after the window gets the focus back ('Добавить товар' in a new tab)", async () => {
    const calls = stubApi(formReplies);
    renderShell('/shared/delivery/add');
    const main = await screen.findByRole('region', { name: 'Шаблон' }, SLOW);
    const link = within(main).getByRole('link', { name: /Добавить товар/ });
    // the route of the product form (the app's router adds its basename: /seller/products/add)
    expect(link.getAttribute('href')).toBe('/products/add');
    expect(link.getAttribute('target')).toBe('_blank');
    const reads = () => calls.filter((c) => c.path === 'Product/GetProductsByStoreId').length;
    await waitFor(() => expect(reads()).toBe(1));
    fireEvent.focus(window);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads()).toBe(1);
    await waitFor(() => expect(reads()).toBe(2), SLOW);
  }, 30_000);
});
