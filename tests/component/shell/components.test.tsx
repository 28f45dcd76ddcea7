import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  I18nContextProvider,
  ListBase,
  memoryStore,
  useNotify,
  type GetListParams,
} from 'react-admin';
import { Toasts as ShellNotification } from '../../../src/components/toast';
import { composeDataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n/polyglot';
import { Pager, Pagination } from '../../../src/components/pager';
import { ConfirmDialog } from '../../../src/components/dialogs';
import { StatusKindChip as StatusChip } from '../../../src/components/status';
import {
  retailStatusKind as retailOrderStatusKind,
  wholesaleStatusKind as wholesaleOrderStatusKind,
} from '../../../src/domain';

const wrap = (ui: ReactNode) => render(<I18nContextProvider value={i18nProvider}>{ui}</I18nContextProvider>);

afterEach(() => vi.restoreAllMocks());

describe('Pager', () => {
  it('is hidden with one page', () => {
    wrap(<Pager page={1} pageCount={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows margin pages, the window, ellipses and previous/next', () => {
    const onPageChange = vi.fn();
    wrap(<Pager page={10} pageCount={20} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(pages).toEqual([
      'Назад',
      'Страница 1',
      'Страница 2',
      'Страница 9',
      'Страница 10',
      'Страница 11',
      'Страница 19',
      'Страница 20',
      'Вперёд',
    ]);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Страница 10' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(nav).getByRole('button', { name: 'Страница 19' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Вперёд' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Назад' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Страница 10' }));
    expect(onPageChange.mock.calls).toEqual([[19], [11], [9]]);
  });

  it('disables previous on the first page and next on the last', () => {
    wrap(<Pager page={1} pageCount={3} onPageChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Назад' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Вперёд' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('ConfirmDialog', () => {
  it("defaults to 'Подтвердить' and 'Отменить'", () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    wrap(
      <ConfirmDialog
        open
        title="Удалить шаблон?"
        content="Действие нельзя отменить."
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Удалить шаблон?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can hide the cancel button and rename the confirm button', () => {
    wrap(
      <ConfirmDialog
        open
        title="Готово"
        hideCancel
        confirmText="Понятно"
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Отменить' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Понятно' })).toBeTruthy();
  });
});

describe('StatusChip', () => {
  it('renders the label with its colour kind', () => {
    render(<StatusChip kind="purple" label="В пути" />);
    expect(screen.getByText('В пути').closest('[data-status-kind]')!.getAttribute('data-status-kind')).toBe(
      'purple',
    );
  });

  it('maps the status ids of spec section 4 to kinds', () => {
    expect([1, 8, 9, 10, 21, 22, 23, 24].map(wholesaleOrderStatusKind)).toEqual(Array(8).fill('danger'));
    expect([2, 5, 6].map(wholesaleOrderStatusKind)).toEqual(['purple', 'purple', 'purple']);
    expect([3, 4, 7].map(wholesaleOrderStatusKind)).toEqual(['success', 'success', 'success']);
    expect(wholesaleOrderStatusKind(0)).toBe('default');
    expect([1, 6, 7, 15, 16].map(retailOrderStatusKind)).toEqual(Array(5).fill('danger'));
    expect([2, 4, 5].map(retailOrderStatusKind)).toEqual(['success', 'success', 'success']);
    expect(retailOrderStatusKind(3)).toBe('purple');
  });
});

describe('Pagination (react-admin list adapter) over the composed dataProvider', () => {
  it('reads page/total/perPage from the list and asks the handler for the chosen page', async () => {
    const getList = vi.fn(async (params: GetListParams) => ({
      data: [{ id: params.pagination!.page }],
      total: 50,
    }));
    const dataProvider = composeDataProvider({ orders: { getList } });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ListBase resource="orders" perPage={12} disableSyncWithLocation>
          <Pagination />
        </ListBase>
      </AdminContext>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Страницы' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Страница 5' })).toBeTruthy());
    fireEvent.click(within(nav).getByRole('button', { name: 'Страница 3' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ pagination: { page: 3, perPage: 12 } }),
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Страницы' }))
          .getByRole('button', { name: 'Страница 3' })
          .getAttribute('aria-current'),
      ).toBe('page'),
    );
  });

  it('prefers meta.pageCount of the result', async () => {
    const dataProvider = composeDataProvider({
      orders: { getList: async () => ({ data: [{ id: 1 }], total: 12, meta: { pageCount: 4 } }) },
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ListBase resource="orders" perPage={12} disableSyncWithLocation>
          <Pagination />
        </ListBase>
      </AdminContext>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(within(nav).getByRole('button', { name: 'Страница 4' })).toBeTruthy();
  });
});

describe('shell toasts', () => {
  function Notifier() {
    const notify = useNotify();
    return <button onClick={() => notify('common.toast.somethingWrong', { type: 'error' })}>notify</button>;
  }

  it('shows react-admin notifications top right, translated', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Notifier />
        <ShellNotification />
      </AdminContext>,
    );
    fireEvent.click(screen.getByText('notify'));
    const message = await screen.findByText('Что-то пошло не так!');
    expect(message.closest('.MuiSnackbar-root')!.className).toContain('MuiSnackbar-anchorOriginTopRight');
  });
});
