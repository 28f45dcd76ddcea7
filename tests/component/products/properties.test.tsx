import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { properties, renderShell, stubApi } from './productsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog');
const field = (label: RegExp) => within(dialog()).getByRole('textbox', { name: label });

describe('/products/property', () => {
  it("lists the store's properties with their values as chips", async () => {
    const calls = stubApi({ 'MarketSeller/GetProperty': () => properties });
    renderShell('/products/property');
    const table = await screen.findByRole('table', { name: 'Свойства товаров' }, { timeout: 8000 });
    expect(await within(table).findByText('Цвет')).toBeTruthy();
    expect(within(table).getByText('синий')).toBeTruthy();
    expect(within(table).getByText('L')).toBeTruthy();
    const call = calls.find((c) => c.path === 'MarketSeller/GetProperty');
    expect(call?.method).toBe('GET');
    expect(call?.url.searchParams.get('storeId')).toBe('9');
  });

  it('adds a property: {storeId, propertyKey, propertyValue} with the values normalised', async () => {
    let stored = [...properties];
    const calls = stubApi({
      'MarketSeller/GetProperty': () => stored,
      'MarketSeller/AddProperty': () => {
        stored = [...stored, { id: 3, propertyKey: 'Материал', propertyValue: 'дерево, металл' }];
        return true;
      },
    });
    renderShell('/products/property');
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить свойство' }, { timeout: 8000 }));
    fireEvent.change(field(/Свойство/), { target: { value: ' Материал ' } });
    fireEvent.change(field(/Значения/), { target: { value: 'дерево ,металл,, ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'MarketSeller/AddProperty')?.json).toEqual({
        storeId: 9,
        propertyKey: 'Материал',
        propertyValue: 'дерево, металл',
      }),
    );
    expect(await screen.findByText('Свойство добавлено')).toBeTruthy();
    expect(await screen.findByText('Материал')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('checks the values before sending and shows a duplicate key refused by the server', async () => {
    const calls = stubApi({
      'MarketSeller/GetProperty': () => properties,
      'MarketSeller/AddProperty': () => ({ status: -1, errorMessage: 'Свойство «Цвет» уже есть' }),
    });
    renderShell('/products/property');
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить свойство' }, { timeout: 8000 }));
    fireEvent.change(field(/Свойство/), { target: { value: 'цвет' } });
    fireEvent.change(field(/Значения/), { target: { value: 'белый, Белый' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog()).findByText('Значения не должны повторяться')).toBeTruthy();
    expect(calls.some((c) => c.path === 'MarketSeller/AddProperty')).toBe(false);

    fireEvent.change(field(/Значения/), { target: { value: 'белый, <b>чёрный</b>' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog()).findByText('Свойство «Цвет» уже есть')).toBeTruthy();
    // what was typed stays, as text
    expect((field(/Значения/) as HTMLTextAreaElement).value).toBe('белый, <b>чёрный</b>');
    expect(calls.find((c) => c.path === 'MarketSeller/AddProperty')?.json).toEqual({
      storeId: 9,
      propertyKey: 'цвет',
      propertyValue: 'белый, <b>чёрный</b>',
    });
  }, 20_000);

  it('edits the values of a property: AddProperty with its id', async () => {
    const calls = stubApi({
      'MarketSeller/GetProperty': () => properties,
      'MarketSeller/AddProperty': () => true,
    });
    renderShell('/products/property');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Размер' }, { timeout: 8000 }));
    expect((field(/Свойство/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(field(/Значения/), { target: { value: 'S, M, L, XL' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'MarketSeller/AddProperty')?.json).toEqual({
        id: 2,
        storeId: 9,
        propertyKey: 'Размер',
        propertyValue: 'S, M, L, XL',
      }),
    );
    expect(await screen.findByText('Свойство сохранено')).toBeTruthy();
  }, 20_000);

  it('removes a property after the confirm dialog: DeleteProperty?propertyId=', async () => {
    let stored = [...properties];
    const calls = stubApi({
      'MarketSeller/GetProperty': () => stored,
      'MarketSeller/DeleteProperty': (call) => {
        stored = stored.filter((p) => String(p.id) !== call.url.searchParams.get('propertyId'));
        return true;
      },
    });
    renderShell('/products/property');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Цвет' }, { timeout: 8000 }));
    expect(within(dialog()).getByText('Удалить свойство «Цвет»?')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'MarketSeller/DeleteProperty')).toBe(true));
    const call = calls.find((c) => c.path === 'MarketSeller/DeleteProperty');
    expect(call?.method).toBe('POST');
    expect(call?.url.searchParams.get('propertyId')).toBe('1');
    expect(call?.json).toBeNull();
    expect(await screen.findByText('Свойство удалено')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Цвет')).toBeNull());
  }, 20_000);
});
