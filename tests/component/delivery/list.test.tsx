import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubApi, templatePage, templateRow } from './deliveryHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 8000 };

const rows = [
  templateRow(),
  templateRow({
    id: 32,
    name: 'Казахстан <b>почтой</b>',
    isActive: false,
    products: [],
    directionsCount: 1,
    directionsSummary: 'Казахстан: все регионы',
    deliveryDayFrom: 5,
    deliveryDayTo: 12,
  }),
];

const listStubs = (extra: Record<string, () => unknown> = {}) => ({
  'Product/GetAllTemplates': () => templatePage(rows, 12, 2),
  ...extra,
});

describe('/shared/delivery', () => {
  it('sends the exact body (page size 10), shows products as chips, directions, days; user text as text', async () => {
    const calls = stubApi(listStubs());
    renderShell('/shared/delivery');
    const table = await screen.findByRole('table', { name: 'Шаблоны доставки' }, SLOW);
    expect(await within(table).findByText('По России')).toBeTruthy();
    expect(calls.find((c) => c.path === 'Product/GetAllTemplates')?.json).toEqual({
      storeId: 9,
      templateName: null,
      pagination: { page: 1, pageSize: 10 },
    });
    expect(within(table).getByText('Шуруповёрт 18 В')).toBeTruthy();
    expect(within(table).getByText('Нет товаров')).toBeTruthy();
    expect(within(table).getByText('Россия: все регионы, 2–5 дн.; Казахстан: 1 город')).toBeTruthy();
    expect(within(table).getByText('2–9 дн.')).toBeTruthy();
    expect(within(table).getByText('Казахстан <b>почтой</b>')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'По России' }).getAttribute('href')).toBe(
      '/shared/delivery/edit/31',
    );
    expect(screen.getByRole('link', { name: 'Добавить шаблон' }).getAttribute('href')).toBe(
      '/shared/delivery/add',
    );
  }, 20_000);

  it('the name filter from the URL goes on the wire as templateName', async () => {
    const calls = stubApi(listStubs());
    const filter = { templateName: ' Росс ' };
    renderShell(`/shared/delivery?filter=${encodeURIComponent(JSON.stringify(filter))}&page=2&perPage=10`);
    await screen.findByText('По России', {}, SLOW);
    expect(calls.find((c) => c.path === 'Product/GetAllTemplates')?.json).toEqual({
      storeId: 9,
      templateName: 'Росс',
      pagination: { page: 2, pageSize: 10 },
    });
  }, 20_000);

  it('the row switch sends ChangeTemplateStatus and re-reads the list', async () => {
    const calls = stubApi(listStubs({ 'Product/ChangeTemplateStatus': () => true }));
    renderShell('/shared/delivery');
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Включить шаблон «Казахстан <b>почтой</b>»' },
      SLOW,
    );
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'Product/ChangeTemplateStatus')?.json).toEqual({
        templateId: 32,
        isActive: true,
      }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'Product/GetAllTemplates').length).toBeGreaterThan(1),
    );
    expect(await screen.findByText('Шаблон включён')).toBeTruthy();
  }, 20_000);

  it('remove asks first, then sends RemoveTemplateById with the id', async () => {
    const calls = stubApi(listStubs({ 'Product/RemoveTemplateById': () => true }));
    renderShell('/shared/delivery');
    const table = await screen.findByRole('table', { name: 'Шаблоны доставки' }, SLOW);
    await within(table).findByText('По России');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Удалить' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить шаблон «По России»?' });
    expect(calls.some((c) => c.path === 'Product/RemoveTemplateById')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'Product/RemoveTemplateById')).toBe(true));
    const remove = calls.find((c) => c.path === 'Product/RemoveTemplateById');
    expect(remove?.method).toBe('POST');
    expect(remove?.url.searchParams.get('templateId')).toBe('31');
    expect(await screen.findByText('Шаблон удалён')).toBeTruthy();
  }, 20_000);
});
