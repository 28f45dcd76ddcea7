import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  RecordContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../console/app/i18n';
import { ReviewSection } from '../../../console/resources/wholesale-orders/ReviewSection';

/** The buyer's review on a wholesale order's page (docs/contract/console.md, reviews POST). */

const SHIPPED_ORDER = { id: 7, statusId: 6, sellerId: 2, buyerId: 5, allowedActions: [] };

describe('ReviewSection', () => {
  it('sends the picked rating as an integer', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { id: 1, ...params.data },
    }));
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    render(
      <AdminContext
        dataProvider={testDataProvider({ create, getList } as Partial<DataProvider>)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <RecordContextProvider value={SHIPPED_ORDER}>
          <ReviewSection />
        </RecordContextProvider>
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('radio', { name: '4' }));
    fireEvent.change(screen.getByLabelText('Текст отзыва *'), { target: { value: 'Всё пришло вовремя' } });
    fireEvent.click(screen.getByRole('button', { name: 'Оставить отзыв' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toBe('reviews');
    expect(create.mock.calls[0]?.[1].data).toEqual({ orderId: 7, rating: 4, text: 'Всё пришло вовремя' });
  });
});
