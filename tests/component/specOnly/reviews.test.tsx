import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { products, review, reviewsServer, DETAIL_PATH, REVIEWS_PATH } from '../reviews/reviewsHarness';
import { expectCleanPage, renderShell, stubSpecOnlyApi } from './specOnlyHarness';

/**
 * Issue 26: /reviews against a server that honours only the specification: a review carries its
 * id, product, order, buyer and date; the rating, text, answer flag, counts, average and thread
 * are ours and left out; AddReviewComment (ours) answers -1; GetProducts comes as `{results}`.
 */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const T = { timeout: 8000 };

const reviews = () => [
  review({ id: 5, buyerName: 'Татьяна Морозова', hasAnswer: true, commentsCount: 1 }),
  review({
    id: 4,
    rating: 4,
    buyerName: 'Алексей Смирнов',
    productId: 32,
    productName: 'Перфоратор SDS-plus 800 Вт',
  }),
];

const specServer = () => ({
  ...reviewsServer(reviews()),
  'Product/GetProducts': () => ({ results: products, pageCount: 1 }),
});

describe('/reviews against spec-only replies', () => {
  it('lists the reviews with their buyers and products; the rating and the counts are "----"', async () => {
    const calls = stubSpecOnlyApi(specServer());
    const shell = renderShell('/reviews');
    const table = await screen.findByRole('table', { name: 'Отзывы о товарах' }, T);
    const row = (await within(table).findByText('Татьяна Морозова', {}, T)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Дрель-шуруповёрт 18 В')).toBeTruthy();
    expect(within(row).getByTestId('rating-value').textContent).toBe('----');
    expect(within(row).getByTestId('review-text').textContent).toBe('----');
    expect(within(row).queryByText('Есть ответ')).toBeNull();
    expect(within(table).getByText('Алексей Смирнов')).toBeTruthy();
    // the summary: no average of ours, the count of the list
    const summary = screen.getByRole('region', { name: 'Средняя оценка' });
    expect(within(summary).getByTestId('rating-value').textContent).toBe('----');
    expect(within(summary).getByTestId('reviews-count').textContent).toBe('2');
    expect(calls.filter((c) => c.path === REVIEWS_PATH)).toHaveLength(1);
    await waitFor(() => expect(calls.some((c) => c.path === 'Product/GetProducts')).toBe(true), T);
    expectCleanPage();
    expect(shell.location()).toBe('/reviews');
  }, 30_000);

  it('a review opens without a thread; an answer the server does not take keeps the text and says so', async () => {
    const calls = stubSpecOnlyApi(specServer());
    const shell = renderShell('/reviews?review=5');
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв о товаре' }, T);
    expect(await within(dialog).findByText('Татьяна Морозова', {}, T)).toBeTruthy();
    expect(within(dialog).getByTestId('review-detail-text').textContent).toBe('----');
    expect(within(dialog).getByText('Комментариев пока нет')).toBeTruthy();
    expect(calls.some((c) => c.path === DETAIL_PATH)).toBe(true);

    const answer = within(dialog).getByRole('textbox', { name: 'Ваш ответ покупателю' });
    fireEvent.change(answer, { target: { value: 'Спасибо за отзыв!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ответить' }));
    expect(await screen.findByText(/Не удалось отправить ответ/, {}, T)).toBeTruthy();
    expect((answer as HTMLTextAreaElement).value).toBe('Спасибо за отзыв!');
    expectCleanPage();
    expect(shell.location()).toBe('/reviews');
  }, 30_000);
});
