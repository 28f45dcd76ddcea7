import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Form,
  memoryStore,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../console/app/i18n';
import { BuyerInput } from '../../../console/app/components/BuyerInput';
import { buyerOptionText } from '../../../console/app/optionText';
import { DisputeCreate } from '../../../console/resources/disputes/DisputeCreate';

/** The console's pickers: buyers as the seller sees them, the dispute form's orders. */

const BUYERS = [
  {
    id: 5,
    email: 'b@romashka.ru',
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: null,
    companyName: 'ООО Ромашка',
  },
  {
    id: 6,
    email: 'anna@mail.ru',
    firstName: 'Анна',
    lastName: 'Смирнова',
    middleName: null,
    companyName: null,
  },
];

const ORDERS = [
  {
    id: 12,
    invoiceNumber: '2026-000012',
    sellerId: 2,
    storeName: 'Стройматериалы',
    buyerId: 5,
    buyerName: 'ООО Ромашка',
    statusId: 6,
    totalAmount: 12345.5,
    allowedActions: [],
  },
];

function renderWith(children: ReactNode, getList: DataProvider['getList']) {
  const dataProvider = testDataProvider({
    getList,
    getMany: async () => ({ data: [] }),
  } as Partial<DataProvider>);
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {children}
    </AdminContext>,
  );
}

describe('buyerOptionText', () => {
  it('names the company first, then the person; a person alone without one', () => {
    expect(buyerOptionText(BUYERS[0] as (typeof BUYERS)[number])).toBe('ООО Ромашка — Иван Петров');
    expect(buyerOptionText(BUYERS[1] as (typeof BUYERS)[number])).toBe('Анна Смирнова');
    expect(buyerOptionText({ ...BUYERS[0], id: 7, companyName: '  ' } as (typeof BUYERS)[number])).toBe(
      'Иван Петров',
    );
  });
});

describe('BuyerInput', () => {
  it('offers buyers by the name sellers see, sorted by it', async () => {
    const getList = vi.fn(async () => ({ data: BUYERS, total: BUYERS.length }));
    renderWith(
      <ResourceContextProvider value="wholesale-orders">
        <Form>
          <BuyerInput source="buyerId" isRequired />
        </Form>
      </ResourceContextProvider>,
      getList as unknown as DataProvider['getList'],
    );
    const input = await screen.findByRole('combobox', { name: /Покупатель/ });
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'ООО Ромашка — Иван Петров' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Анна Смирнова' })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'buyers',
      expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }),
    );
  });
});

describe('DisputeCreate', () => {
  it('offers delivered orders without an open dispute, each named in full', async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === 'wholesale-orders' ? { data: ORDERS, total: ORDERS.length } : { data: [], total: 0 },
    );
    renderWith(
      <ResourceContextProvider value="disputes">
        <DisputeCreate />
      </ResourceContextProvider>,
      getList as unknown as DataProvider['getList'],
    );
    const input = await screen.findByRole('combobox', { name: /Заказ/ });
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(
      await screen.findByRole('option', {
        name: 'Заказ № 12 · счёт 2026-000012 · Стройматериалы · ООО Ромашка · 12 345,50 руб.',
      }),
    ).toBeTruthy();
    await waitFor(() => {
      const calls = getList.mock.calls as unknown as [string, GetListParams][];
      const orders = calls.find(([resource]) => resource === 'wholesale-orders');
      expect(orders?.[1].filter).toEqual(expect.objectContaining({ statusId: 6, hasOpenDispute: false }));
    });
  });
});
