import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DisputeMessage } from '../../../src/api/disputes';
import {
  dispute,
  LIST,
  message,
  page,
  partsOf,
  renderShell,
  stubOrdersApi,
  T,
  type Handler,
} from './disputesHarness';

beforeEach(() => {
  sessionStorage.clear();
  // react-admin's dataProvider logs each rejected call: some of these tests reject on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MESSAGES = 'Dispute/GetDisputeMessages';
const COMMENT = 'Dispute/AddDisputeComment';
const MARKUP = '<img src=x onerror="alert(1)"><b>Трещина</b> на корпусе & ручке';

const claimed = dispute({
  claim: MARKUP,
  claimFiles: [
    { url: '/seller/uploads/disputes/photo-1.jpg', fileName: 'трещина.jpg' },
    { url: '/seller/uploads/disputes/check.pdf', fileName: 'чек.pdf' },
    { url: 'javascript:alert(1)', fileName: 'опасный.pdf' },
  ],
});

function stub(row = claimed, extra: Record<string, Handler> = {}, thread: DisputeMessage[] = []) {
  const messages = [...thread];
  const calls = stubOrdersApi({
    [LIST]: () => page([row]),
    [MESSAGES]: () => messages,
    ...extra,
  });
  return { calls, messages };
}

async function openDetails(id = 15): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Подробнее о споре № ${id}` }, T));
  return screen.findByRole('dialog', { name: `Спор № ${id}` });
}

describe('a dispute in detail', () => {
  it('shows the claim as text, its files (images as thumbnails) and the thread of messages', async () => {
    const { calls } = stub(claimed, {}, [
      message(),
      message({
        id: 2,
        authorRole: 'seller',
        authorName: 'ТехноМир',
        comment: '<script>alert(1)</script>Пришлите фото упаковки',
        creationDate: '2026-03-10T10:00:00.000Z',
      }),
      message({
        id: 3,
        authorName: 'Татьяна Морозова',
        comment: 'Вот фото',
        images: [{ url: '/seller/uploads/disputes/box.png', fileName: 'коробка.png' }],
        creationDate: '2026-03-10T11:00:00.000Z',
      }),
    ]);
    renderShell('/disputes/retails');
    const drawer = await openDetails();

    const claim = within(drawer).getByRole('region', { name: 'Претензия покупателя' });
    expect(within(claim).getByText(MARKUP)).toBeTruthy();
    expect(claim.querySelector('b')).toBeNull();
    expect(claim.querySelector('img[src="x"]')).toBeNull();
    const files = within(claim).getByRole('list', { name: 'Файлы покупателя' });
    const thumbnail = within(files).getByRole('img', { name: 'трещина.jpg' });
    expect(thumbnail.getAttribute('src')).toBe('/seller/uploads/disputes/photo-1.jpg');
    expect(within(files).getByRole('link', { name: 'чек.pdf' }).getAttribute('href')).toBe(
      '/seller/uploads/disputes/check.pdf',
    );
    expect(within(files).queryByText('опасный.pdf')).toBeNull();
    expect(within(drawer).getByRole('link', { name: '№ 100301' }).getAttribute('href')).toBe(
      '/orders/retail/301',
    );

    const thread = await within(drawer).findByRole('list', { name: 'Сообщения' }, T);
    const items = within(thread)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === thread);
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Здравствуйте, прошу вернуть деньги.')).toBeTruthy();
    expect(within(items[0]!).getByText('Покупатель')).toBeTruthy();
    expect(within(items[1]!).getByText('<script>alert(1)</script>Пришлите фото упаковки')).toBeTruthy();
    expect(within(items[1]!).getByText('Продавец')).toBeTruthy();
    expect(thread.querySelector('script')).toBeNull();
    expect(within(items[2]!).getByRole('img', { name: 'коробка.png' })).toBeTruthy();
    expect(calls.find((call) => call.path === MESSAGES)?.url.searchParams.get('disputeId')).toBe('15');
  }, 30_000);

  it('shows the seller answer and the decision of a closed dispute, with no actions and no form', async () => {
    stub(
      dispute({
        statusId: 4,
        declinePurpose: 'Акт приёма подписан без замечаний.',
        declineFiles: [{ url: '/seller/uploads/disputes/act.pdf', fileName: 'акт.pdf' }],
        decisionComment: 'Повреждение получено после доставки.',
        closedDate: '2026-03-20T12:00:00.000Z',
      }),
    );
    renderShell('/disputes/retails');
    const drawer = await openDetails();
    const answer = within(drawer).getByRole('region', { name: 'Ответ продавца' });
    expect(within(answer).getByText('Акт приёма подписан без замечаний.')).toBeTruthy();
    expect(within(answer).getByRole('link', { name: 'акт.pdf' })).toBeTruthy();
    expect(within(drawer).getByText('Повреждение получено после доставки.')).toBeTruthy();
    expect(within(drawer).getByText('Для текущего статуса действий нет')).toBeTruthy();
    expect(
      await within(drawer).findByText('Спор закрыт: новые сообщения не принимаются', {}, T),
    ).toBeTruthy();
    expect(within(drawer).queryByRole('textbox', { name: 'Ваше сообщение' })).toBeNull();
  }, 30_000);

  it('sends a comment with its images as multipart parts and shows it in the thread', async () => {
    const { calls, messages } = stub(claimed, {
      [COMMENT]: (call) => {
        const sent = message({
          id: 9,
          authorRole: 'seller',
          authorName: 'ТехноМир',
          comment: String(call.form?.get('comment')),
          creationDate: '2026-03-10T12:00:00.000Z',
        });
        messages.push(sent);
        return sent;
      },
    });
    renderShell('/disputes/retails');
    const drawer = await openDetails();
    const box = await within(drawer).findByRole<HTMLTextAreaElement>(
      'textbox',
      { name: 'Ваше сообщение' },
      T,
    );
    fireEvent.change(box, { target: { value: 'Готовы заменить чайник' } });
    const image = new File(['jpg'], 'упаковка.jpg', { type: 'image/jpeg' });
    fireEvent.change(drawer.querySelector('input[type="file"][name="CommentImages"]') as HTMLInputElement, {
      target: { files: [image] },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Отправить' }));

    expect(await within(drawer).findByText('Готовы заменить чайник', { selector: 'p' }, T)).toBeTruthy();
    const sent = calls.filter((call) => call.path === COMMENT);
    expect(sent).toHaveLength(1);
    expect(partsOf(sent[0]?.form ?? null)).toEqual([
      ['comment', 'Готовы заменить чайник'],
      ['userId', '42'],
      ['disputeId', '15'],
      ['CommentImages', 'упаковка.jpg'],
    ]);
    await waitFor(() => expect(box.value).toBe(''));
    expect(within(drawer).queryByText('упаковка.jpg')).toBeNull();
    expect(sessionStorage.getItem('draft:disputes:comment:15')).toBeNull();
  }, 30_000);

  it('a failed send shows "Что-то пошло не так во время отправки сообщения!" and keeps the text', async () => {
    const { calls } = stub(claimed, { [COMMENT]: () => ({ status: -1, errorMessage: 'Спор закрыт' }) });
    const shell = renderShell('/disputes/retails');
    const drawer = await openDetails();
    const box = await within(drawer).findByRole<HTMLTextAreaElement>(
      'textbox',
      { name: 'Ваше сообщение' },
      T,
    );
    fireEvent.change(box, { target: { value: 'Готовы заменить чайник' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Отправить' }));

    const alert = await within(drawer).findByRole('alert', {}, T);
    expect(alert.textContent).toBe('Что-то пошло не так во время отправки сообщения!');
    expect(box.value).toBe('Готовы заменить чайник');
    expect(calls.filter((call) => call.path === COMMENT)).toHaveLength(1);
    expect(shell.location()).toBe('/disputes/retails');
  }, 30_000);

  it('an empty comment is refused in the form and nothing is sent', async () => {
    const { calls } = stub(claimed, { [COMMENT]: () => message() });
    renderShell('/disputes/retails');
    const drawer = await openDetails();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Отправить' }, T));
    expect(await within(drawer).findByText('Обязательное поле')).toBeTruthy();
    expect(calls.filter((call) => call.path === COMMENT)).toHaveLength(0);
  }, 30_000);

  it('the decline started from the details sends the row status and the panel shows the new status', async () => {
    let row = dispute({ isRetail: false, orderId: 61, orderNumber: '61', orderStatusId: 6 });
    const calls = stubOrdersApi({
      [LIST]: () => page([row]),
      [MESSAGES]: () => [],
      'Dispute/DeclineDispute': () => {
        row = { ...row, statusId: 2, declinePurpose: 'Товар исправен' };
        return true;
      },
    });
    renderShell('/disputes/wholesales');
    const drawer = await openDetails();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Отклонить претензию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонение претензии' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Причина отказа/ }), {
      target: { value: 'Товар исправен' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить претензию' }));
    expect(await screen.findByText('Dispute declined!', {}, T)).toBeTruthy();
    const form = calls.find((call) => call.path === 'Dispute/DeclineDispute')?.form ?? null;
    expect(partsOf(form).slice(0, 2)).toEqual([
      ['DisputeId', '15'],
      ['OrderStatusId', '6'],
    ]);
    expect(await within(drawer).findByText('Арбитраж', {}, T)).toBeTruthy();
    expect(within(drawer).getByRole('region', { name: 'Ответ продавца' }).textContent).toContain(
      'Товар исправен',
    );
  }, 30_000);
});
