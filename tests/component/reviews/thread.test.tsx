import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ANSWER_PATH,
  bodiesOf,
  DETAIL_PATH,
  renderShell,
  review,
  reviewsServer,
  REVIEWS_PATH,
  stubApi,
} from './reviewsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };
const MARKUP = '<b>жирный</b><script>alert(1)</script>';

const reviews = () => [
  review({
    id: 5,
    rating: 4,
    text: 'Хорошая дрель, но кейс треснул.',
    commentsCount: 1,
    comments: [
      {
        id: 70,
        authorRole: 'buyer',
        authorName: 'Татьяна Морозова',
        text: MARKUP,
        creationDate: '2026-11-17T08:00:00.000Z',
      },
    ],
  }),
  review({ id: 4, rating: 3, buyerName: 'Алексей Смирнов' }),
];

async function openReview(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Отзывы о товарах' }, T);
  fireEvent.click(await within(table).findByText('Хорошая дрель, но кейс треснул.'));
  return screen.findByRole('dialog', { name: 'Отзыв о товаре' }, T);
}

describe('/reviews: a review, its thread and the answer', () => {
  it('a row opens the review (GET GetReviewsDetailInfo?id=) with its thread shown as text', async () => {
    const calls = stubApi(reviewsServer(reviews()));
    const shell = renderShell('/reviews');
    const dialog = await openReview();
    expect(shell.location()).toBe('/reviews');

    const detail = calls.find((c) => c.path === DETAIL_PATH);
    expect(detail?.method).toBe('GET');
    expect(detail?.url.searchParams.get('id')).toBe('5');

    const thread = await within(dialog).findByRole('list', { name: 'Обсуждение' });
    expect(within(thread).getByText('Татьяна Морозова')).toBeTruthy();
    expect(within(thread).getByText('Покупатель')).toBeTruthy();
    expect(within(thread).getByText('17.11.2026', { exact: false })).toBeTruthy();
    expect(within(thread).getByTestId('review-comment-text').textContent).toBe(MARKUP);
    expect(document.querySelector('script, b')).toBeNull();
    expect(within(dialog).getByTestId('review-detail-text').textContent).toBe(
      'Хорошая дрель, но кейс треснул.',
    );
    expect(within(dialog).getByTestId('rating-value').textContent).toBe('3,9');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the answer is checked before sending, then sent; the thread and the list are read again', async () => {
    const calls = stubApi(reviewsServer(reviews()));
    renderShell('/reviews');
    const dialog = await openReview();
    await within(dialog).findByRole('list', { name: 'Обсуждение' });
    const answer = within(dialog).getByRole('textbox', { name: 'Ваш ответ покупателю' });
    const send = within(dialog).getByRole('button', { name: 'Ответить' });

    fireEvent.change(answer, { target: { value: '   ' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText('Введите текст ответа')).toBeTruthy();
    fireEvent.change(answer, { target: { value: 'а'.repeat(2001) } });
    expect(await within(dialog).findByText('Не более 2000 символов')).toBeTruthy();
    expect(calls.some((c) => c.path === ANSWER_PATH)).toBe(false);

    const detailCalls = calls.filter((c) => c.path === DETAIL_PATH).length;
    const listCalls = calls.filter((c) => c.path === REVIEWS_PATH).length;
    fireEvent.change(answer, { target: { value: '  Спасибо! Кейс заменим по гарантии.  ' } });
    fireEvent.click(send);

    await waitFor(() =>
      expect(bodiesOf(calls, ANSWER_PATH)).toEqual([
        { reviewId: 5, text: 'Спасибо! Кейс заменим по гарантии.' },
      ]),
    );
    const thread = within(dialog).getByRole('list', { name: 'Обсуждение' });
    expect(await within(thread).findByText('Спасибо! Кейс заменим по гарантии.')).toBeTruthy();
    expect(within(thread).getByText('Продавец')).toBeTruthy();
    expect(calls.filter((c) => c.path === DETAIL_PATH).length).toBeGreaterThan(detailCalls);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === REVIEWS_PATH).length).toBeGreaterThan(listCalls),
    );
    expect((answer as HTMLTextAreaElement).value).toBe('');
    // the list row (behind the dialog) now shows the answer
    const table = screen.getByRole('table', { name: 'Отзывы о товарах', hidden: true });
    const row = within(table).getByText('Хорошая дрель, но кейс треснул.').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Есть ответ')).toBeTruthy());
  });

  it('what was typed survives a reload (the draft of a session refresh); a link opens the review', async () => {
    stubApi(reviewsServer(reviews()));
    renderShell('/reviews');
    const dialog = await openReview();
    const answer = await within(dialog).findByRole('textbox', { name: 'Ваш ответ покупателю' });
    fireEvent.change(answer, { target: { value: 'Черновик ответа' } });
    cleanup();

    renderShell('/reviews?review=5');
    const reopened = await screen.findByRole('dialog', { name: 'Отзыв о товаре' }, T);
    const restored = await within(reopened).findByRole('textbox', { name: 'Ваш ответ покупателю' });
    expect((restored as HTMLTextAreaElement).value).toBe('Черновик ответа');
  });
});
