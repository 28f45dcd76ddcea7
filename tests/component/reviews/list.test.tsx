import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, renderShell, review, reviewsServer, REVIEWS_PATH, stubApi } from './reviewsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };
const XSS = '<img src=x onerror=alert(1)>';

const reviews = () => [
  review({ id: 5, rating: 5, hasAnswer: true, commentsCount: 2, buyerName: 'Татьяна Морозова' }),
  review({
    id: 4,
    rating: 4,
    text: XSS,
    buyerName: 'Алексей Смирнов',
    productId: 32,
    productName: 'Перфоратор SDS-plus 800 Вт',
  }),
  review({ id: 3, rating: 5, buyerName: 'Игорь Волков' }),
  review({ id: 2, rating: 4, buyerName: '' }),
  review({ id: 1, rating: 5, buyerName: 'Мария Лебедева' }),
];

describe('/reviews', () => {
  it('sends the exact default body to {brand}Seller/GetReviews and shows the average and the rows', async () => {
    const calls = stubApi(reviewsServer(reviews()));
    renderShell('/reviews');
    const table = await screen.findByRole('table', { name: 'Отзывы о товарах' }, T);
    expect(await within(table).findByText('Татьяна Морозова')).toBeTruthy();

    const list = calls.filter((c) => c.path === REVIEWS_PATH);
    expect(list[0]?.method).toBe('POST');
    expect(list[0]?.json).toEqual({
      sellerId: 7,
      rating: null,
      withAnswer: null,
      productId: null,
      dateFrom: null,
      dateTo: null,
      column: 'creationDate',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 12 },
    });

    // the average of 5, 4, 5, 4, 5 is 4.6: shown minus 0.1 -> 4,5
    const summary = screen.getByRole('region', { name: 'Средняя оценка' });
    expect(within(summary).getByText('4,5')).toBeTruthy();
    expect(within(summary).getByTestId('reviews-count').textContent).toBe('5');

    // a 5 is shown as 4,9 (spec section 9), with stars of the same value
    const first = within(table).getByText('Татьяна Морозова').closest('tr') as HTMLElement;
    expect(within(first).getByTestId('rating-value').textContent).toBe('4,9');
    expect(within(first).getByRole('img', { name: 'Оценка 4,9 из 5' })).toBeTruthy();
    expect(within(first).getByText('Есть ответ')).toBeTruthy();
    const second = within(table).getByText('Алексей Смирнов').closest('tr') as HTMLElement;
    expect(within(second).getByTestId('rating-value').textContent).toBe('3,9');
    expect(within(second).getByText('Без ответа')).toBeTruthy();
    // a review without a buyer
    expect(within(table).getByText('Покупатель не указан')).toBeTruthy();
  });

  it("shows a buyer's markup as text: no element of it is ever created", async () => {
    stubApi(reviewsServer(reviews()));
    renderShell('/reviews');
    const table = await screen.findByRole('table', { name: 'Отзывы о товарах' }, T);
    const cell = await within(table).findByText(XSS);
    expect(cell.textContent).toBe(XSS);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('a filtered URL sends its rating, answer, product, Moscow days and sort', async () => {
    const calls = stubApi(reviewsServer(reviews()));
    const filter = {
      rating: 5,
      withAnswer: false,
      productId: 31,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    };
    renderShell(`/reviews?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=rating&order=ASC`);
    expect(await screen.findByText('Игорь Волков', {}, T)).toBeTruthy();
    expect(screen.queryByText('Татьяна Морозова')).toBeNull();
    expect(bodiesOf(calls, REVIEWS_PATH)[0]).toEqual({
      sellerId: 7,
      rating: 5,
      withAnswer: false,
      productId: 31,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      column: 'rating',
      sortByAscending: true,
      pagination: { page: 1, pageSize: 12 },
    });
    // the product filter names the chosen product (the store's products, GET Product/GetProducts)
    const product = (await screen.findByRole('combobox', { name: 'Товар' })) as HTMLInputElement;
    await waitFor(() => expect(product.value).toBe('Дрель-шуруповёрт 18 В'));
    expect(calls.find((c) => c.path === 'Product/GetProducts')?.method).toBe('GET');
  });

  it('choosing a rating filters the list; a click on the rating header sorts by rating', async () => {
    const calls = stubApi(reviewsServer(reviews()));
    renderShell('/reviews');
    const table = await screen.findByRole('table', { name: 'Отзывы о товарах' }, T);
    await within(table).findByText('Татьяна Морозова');

    fireEvent.click(within(table).getByRole('button', { name: /Оценка/ }));
    await waitFor(() =>
      expect(bodiesOf(calls, REVIEWS_PATH).at(-1)).toMatchObject({ column: 'rating', sortByAscending: true }),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Оценка' }));
    fireEvent.click(await screen.findByRole('option', { name: '4 звезды' }));
    await waitFor(() =>
      expect(bodiesOf(calls, REVIEWS_PATH).at(-1)).toMatchObject({ rating: 4, column: 'rating' }),
    );
    await waitFor(() => expect(within(table).queryByText('Татьяна Морозова')).toBeNull());
    expect(within(table).getByText('Алексей Смирнов')).toBeTruthy();
  });

  it('Экспорт writes an Excel-ready CSV: BOM, `;`, the rating as shown, the text as written', async () => {
    stubApi(reviewsServer(reviews()));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:reviews';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderShell('/reviews');
    await screen.findByText('Татьяна Морозова', {}, T);
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    expect(clicked[0]).toMatch(/^otzyvy-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('"Дата";"Товар";"Покупатель";"Оценка";"Отзыв";"Ответ";"Комментарии"');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(
      '"Дрель-шуруповёрт 18 В";"Татьяна Морозова";"4,9";"Отличная дрель, доставили быстро.";"Да";"2"',
    );
    expect(lines[2]).toContain(`"3,9";"${XSS}";"Нет";"0"`);
  });

  it('a failed list load goes to the error page', async () => {
    stubApi({
      ...reviewsServer(reviews()),
      [REVIEWS_PATH]: () => ({ status: -1, errorMessage: 'Internal error' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderShell('/reviews');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
    expect(
      await screen.findByText(
        'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!',
        {},
        T,
      ),
    ).toBeTruthy();
  });
});
