import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  RecordContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../console/app/i18n';
import { DecisionButtons } from '../../../console/resources/moderation/DecisionButtons';
import { ModelComparison } from '../../../console/resources/moderation/ModelComparison';

/** The console's moderation page: the two models side by side and the decision (docs/contract/console.md). */

const EDIT = {
  id: 7,
  status: 'pending' as const,
  reason: null,
  oldModel: {
    userId: 3,
    baseBankName: 'Уральский банк ПАО Сбербанк',
    baseBankBIK: '046577674',
    baseBankSwift: null,
  },
  newModel: { userId: 3, baseBankName: '<b>ПАО Сбербанк</b>', baseBankBIK: '044525225', baseBankSwift: null },
  changedFields: ['baseBankName', 'baseBankBIK'],
};

function renderWith(children: React.ReactNode, dataProvider: DataProvider = testDataProvider()) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordContextProvider value={EDIT}>{children}</RecordContextProvider>
    </AdminContext>,
  );
}

describe('ModelComparison', () => {
  it('shows old and new values per field, marks the changed ones and renders text as text', () => {
    renderWith(<ModelComparison />);
    const table = screen.getByRole('table', { name: 'Было и стало' });
    const bik = within(table).getByText('БИК').closest('tr');
    expect(bik?.textContent).toContain('046577674');
    expect(bik?.textContent).toContain('044525225');
    expect(bik?.textContent).toContain('изменено');
    const swift = within(table).getByText('SWIFT').closest('tr');
    expect(swift?.textContent).not.toContain('изменено');
    expect(within(table).getByText('<b>ПАО Сбербанк</b>')).toBeTruthy();
    expect(within(table).queryByText('userId')).toBeNull();
  });
});

describe('DecisionButtons', () => {
  it('asks for a reason before rejecting and sends PUT {status, reason}', async () => {
    const update = vi.fn(async (_resource: string, params: { id: unknown; data: unknown }) => ({
      data: { ...EDIT, ...(params.data as object) },
    }));
    renderWith(
      <DecisionButtons resource="moderation" />,
      testDataProvider({ update } as Partial<DataProvider>),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Обязательно для заполнения')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Причина отказа (её увидит продавец)'), {
      target: { value: ' Нет подтверждающего документа ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'moderation',
        expect.objectContaining({
          id: 7,
          data: { status: 'rejected', reason: 'Нет подтверждающего документа' },
        }),
      ),
    );
  });

  it('approves with one click', async () => {
    const update = vi.fn(async () => ({ data: { ...EDIT, status: 'approved' } }));
    renderWith(
      <DecisionButtons resource="moderation" />,
      testDataProvider({ update } as Partial<DataProvider>),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Одобрить' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'moderation',
        expect.objectContaining({ id: 7, data: { status: 'approved', reason: null } }),
      ),
    );
  });
});
