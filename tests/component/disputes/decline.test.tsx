import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dispute, LIST, page, partsOf, renderShell, stubOrdersApi, T, type Handler } from './disputesHarness';

beforeEach(() => {
  sessionStorage.clear();
  // react-admin's dataProvider logs each rejected call: these tests reject on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DECLINE = 'Dispute/DeclineDispute';
const ACCEPT = 'Dispute/AcceptDisputeReturn';
const PURPOSE = 'Товар передан целым: акт приёма подписан покупателем без замечаний.';

/** The list answers the open dispute until an action succeeds, then `after`. */
function stubList(extra: Record<string, Handler>, after = dispute({ statusId: 2 })) {
  let current = dispute({ orderStatusId: 4 });
  const calls = stubOrdersApi({
    [LIST]: () => page([current]),
    ...Object.fromEntries(
      Object.entries(extra).map(([path, handler]) => [
        path,
        (call: Parameters<Handler>[0]) => {
          const reply = handler(call);
          if (reply === true) current = after;
          return reply;
        },
      ]),
    ),
  });
  return calls;
}

async function openDecline(): Promise<HTMLElement> {
  const row = (await screen.findByText('№ 15', {}, T)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Отклонить претензию' }));
  return screen.findByRole('dialog', { name: 'Отклонение претензии' });
}

const purposeBox = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Причина отказа/ });

function fillDecline(dialog: HTMLElement, files: File[] = []) {
  fireEvent.change(purposeBox(dialog), { target: { value: PURPOSE } });
  if (files.length > 0) {
    fireEvent.change(dialog.querySelector('input[type="file"][name="DeclineFiles"]') as HTMLInputElement, {
      target: { files },
    });
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить претензию' }));
}

const listCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === LIST).length;

describe('declining a dispute (Dispute/DeclineDispute)', () => {
  it('sends the multipart parts, toasts "Dispute declined!" top right and reloads the list', async () => {
    const calls = stubList({ [DECLINE]: () => true });
    const shell = renderShell('/disputes/retails');
    const dialog = await openDecline();
    const files = [
      new File(['%PDF-1'], 'акт.pdf', { type: 'application/pdf' }),
      new File(['png'], 'фото.png', { type: 'image/png' }),
    ];
    const before = listCalls(calls);
    fillDecline(dialog, files);

    const toast = await screen.findByText('Dispute declined!', {}, T);
    expect(toast.closest('.MuiSnackbar-anchorOriginTopRight')).toBeTruthy();
    const sent = calls.filter((call) => call.path === DECLINE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(partsOf(sent[0]?.form ?? null)).toEqual([
      ['DisputeId', '15'],
      ['OrderStatusId', '4'],
      ['DeclinePurpose', PURPOSE],
      ['DeclineFiles', 'акт.pdf'],
      ['DeclineFiles', 'фото.png'],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отклонение претензии' })).toBeNull());
    // the record reloads: the dispute is in arbitration now and can no longer be declined
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
    const row = (await screen.findByText('Арбитраж', {}, T)).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Отклонить претензию' })).toBeNull();
    expect(sessionStorage.getItem('draft:disputes:decline:15')).toBeNull();
    expect(shell.location()).toBe('/disputes/retails');
  }, 30_000);

  it('a blank purpose is refused in the form and nothing is sent', async () => {
    const calls = stubList({ [DECLINE]: () => true });
    renderShell('/disputes/retails');
    const dialog = await openDecline();
    fireEvent.change(purposeBox(dialog), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить претензию' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();
    expect(calls.filter((call) => call.path === DECLINE)).toHaveLength(0);
  }, 30_000);

  it('-20 opens the dispute-changing modal with the server reason', async () => {
    stubList({
      [DECLINE]: () => ({ status: -20, errorMessage: 'спор уже рассматривается арбитражем' }),
    });
    const shell = renderShell('/disputes/retails');
    fillDecline(await openDecline());
    const notice = await screen.findByRole('alertdialog', { name: 'Статус спора не изменён' }, T);
    expect(notice.textContent).toContain(
      'Изменить статус спора сейчас нельзя: спор уже рассматривается арбитражем',
    );
    expect(screen.queryByRole('dialog', { name: 'Отклонение претензии' })).toBeNull();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(shell.location()).toBe('/disputes/retails');
    fireEvent.click(within(notice).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 30_000);

  it('any other failure toasts "Something went wrong!" / "Check your internet connection" and keeps what was typed', async () => {
    const calls = stubList({ [DECLINE]: () => ({ status: -5 }) });
    const shell = renderShell('/disputes/retails');
    const dialog = await openDecline();
    fillDecline(dialog, [new File(['%PDF-1'], 'акт.pdf', { type: 'application/pdf' })]);

    const title = await screen.findByText('Something went wrong!', {}, T);
    const toast = title.closest('.MuiSnackbar-root') as HTMLElement;
    expect(toast.classList.contains('MuiSnackbar-anchorOriginTopRight')).toBe(true);
    expect(within(toast).getByText('Check your internet connection')).toBeTruthy();
    expect(calls.filter((call) => call.path === DECLINE)).toHaveLength(1);
    expect(purposeBox(dialog).value).toBe(PURPOSE);
    expect(within(dialog).getByText('акт.pdf')).toBeTruthy();
    expect(shell.location()).toBe('/disputes/retails');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 30_000);

  it('a refusal (-1) is the same toast, and the modal also shows the server reason', async () => {
    stubList({
      [DECLINE]: () => ({
        status: -1,
        errorMessage: 'Файл «акт.pdf» не подходит: допустимы PDF, JPEG, PNG, WebP',
      }),
    });
    renderShell('/disputes/retails');
    const dialog = await openDecline();
    fillDecline(dialog, [new File(['not a pdf'], 'акт.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Something went wrong!', {}, T)).toBeTruthy();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Файл «акт.pdf» не подходит: допустимы PDF, JPEG, PNG, WebP');
    expect(purposeBox(dialog).value).toBe(PURPOSE);
    expect(sessionStorage.getItem('draft:disputes:decline:15')).toBe(JSON.stringify({ purpose: PURPOSE }));
  }, 30_000);

  it('a network failure is the same toast, not the error page', async () => {
    stubList({ [DECLINE]: () => true });
    const shell = renderShell('/disputes/retails');
    const dialog = await openDecline();
    const stubbed = vi.mocked(fetch);
    const answer = stubbed.getMockImplementation();
    stubbed.mockImplementation(async (input, init) => {
      if (String(input).includes(DECLINE)) throw new TypeError('Failed to fetch');
      return answer!(input, init);
    });
    fillDecline(dialog);
    expect(await screen.findByText('Check your internet connection', {}, T)).toBeTruthy();
    expect(purposeBox(dialog).value).toBe(PURPOSE);
    expect(shell.location()).toBe('/disputes/retails');
  }, 30_000);
});

describe('accepting a return (Dispute/AcceptDisputeReturn)', () => {
  it('asks, sends the dispute id and reloads the list', async () => {
    const calls = stubList(
      { [ACCEPT]: () => true },
      dispute({ statusId: 3, closedDate: '2026-03-11T10:00:00Z' }),
    );
    renderShell('/disputes/retails');
    const row = (await screen.findByText('№ 15', {}, T)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Принять возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять возврат' });
    expect(dialog.textContent).toContain('Принять возврат по спору № 15? Заказ № 100301 будет отменён');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Принять возврат' }));

    expect(await screen.findByText('Возврат принят!', {}, T)).toBeTruthy();
    const sent = calls.filter((call) => call.path === ACCEPT);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.searchParams.get('disputeId')).toBe('15');
    expect(await screen.findByText('Закрыт в пользу покупателя (возврат)', {}, T)).toBeTruthy();
  }, 30_000);

  it('-20 opens the dispute-changing modal', async () => {
    stubList({ [ACCEPT]: () => ({ status: -20, errorMessage: 'спор закрыт' }) });
    renderShell('/disputes/retails');
    const row = (await screen.findByText('№ 15', {}, T)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Принять возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять возврат' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Принять возврат' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Статус спора не изменён' }, T);
    expect(notice.textContent).toContain('спор закрыт');
  }, 30_000);
});
