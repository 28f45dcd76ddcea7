import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { banner, LIST_PATH, PAYMENT_PATH, payment, renderShell, stubApi } from './bannersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 20000 };
const page = (results: unknown[]) => ({ results, pageCount: 1, rowCount: results.length });

const rows = () => [
  banner({ id: 13, advertStatus: 5, state: 'awaitingApproval', link: null, price: 3000 }),
  banner({
    id: 12,
    advertStatus: 4,
    state: 'declined',
    declineReason: 'Изображение <b>размыто</b>',
    link: 'javascript:alert(1)',
  }),
  banner({ id: 11 }),
];

describe('/marketing/banners', () => {
  it(
    'sends the exact GetBanners body and shows position, period, price, link, status and reason',
    { timeout: 60_000 },
    async () => {
      const calls = stubApi({ [LIST_PATH]: () => page(rows()) });
      renderShell('/marketing/banners');
      const table = await screen.findByRole('table', { name: 'Мои баннеры' }, T);
      expect(await within(table).findByText('Изображение <b>размыто</b>')).toBeTruthy();

      const list = calls.filter((c) => c.path === LIST_PATH);
      expect(list[0]?.method).toBe('POST');
      expect(list[0]?.json).toEqual({
        userId: 42,
        status: null,
        dateFrom: null,
        dateTo: null,
        pagination: { page: 1, pageSize: 10 },
      });

      const chip = (text: string) => within(table).getByText(text).closest('[data-status-kind]');
      expect(chip('Новая / ожидает')?.getAttribute('data-status-kind')).toBe('purple');
      expect(chip('Отклонена')?.getAttribute('data-status-kind')).toBe('danger');
      expect(chip('Активна')?.getAttribute('data-status-kind')).toBe('success');
      expect(within(table).getAllByText('01.12.2026 – 07.12.2026')).toHaveLength(3);
      expect(within(table).getByText('3 000,00 руб.')).toBeTruthy();
      expect(within(table).getAllByText('Главная, 1200×300')).toHaveLength(3);
      expect(within(table).getByText('Без ссылки')).toBeTruthy();
      const link = within(table).getByText('https://technomir.example/sale').closest('a');
      expect(link?.getAttribute('href')).toBe('https://technomir.example/sale');
      // a link that is not http(s) is shown, never opened
      expect(within(table).getByText('javascript:alert(1)').closest('a')).toBeNull();
      const images = [...table.querySelectorAll('img')];
      expect(images.map((img) => img.getAttribute('alt'))).toEqual(Array(3).fill('Баннер «Главная — верх»'));
      expect(images[0]?.getAttribute('src')).toBe('/seller/uploads/banners/11.png');
      expect(screen.getByText('Заказать баннер').closest('a')?.getAttribute('href')).toBe(
        '/marketing/request-banner',
      );
    },
  );

  it('filters from the URL travel as status and days', async () => {
    const calls = stubApi({ [LIST_PATH]: () => page([]) });
    const filter = encodeURIComponent(
      JSON.stringify({ status: 5, dateFrom: '2026-12-01', dateTo: '2026-12-31' }),
    );
    renderShell(`/marketing/banners?filter=${filter}`);
    expect(await screen.findByText('Баннеров пока нет', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.path === LIST_PATH)?.json).toEqual({
      userId: 42,
      status: 5,
      dateFrom: '2026-12-01',
      dateTo: '2026-12-31',
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('back from a paid payment: reads GetPayment and says the banner went to review', async () => {
    const calls = stubApi({
      [LIST_PATH]: () => page(rows()),
      [PAYMENT_PATH]: () => payment({ status: 'paid' }),
    });
    renderShell('/marketing/banners?paymentId=Xy7_abcdefghijklmnopqrst');
    expect(
      await screen.findByText(
        'Оплата прошла. Баннер «Главная — верх» отправлен на проверку администратору',
        {},
        T,
      ),
    ).toBeTruthy();
    const read = calls.find((c) => c.path === PAYMENT_PATH);
    expect(read?.method).toBe('GET');
    expect(read?.url.searchParams.get('paymentId')).toBe('Xy7_abcdefghijklmnopqrst');
  });

  it('back from a cancelled payment', async () => {
    stubApi({
      [LIST_PATH]: () => page([]),
      [PAYMENT_PATH]: () => payment({ status: 'cancelled', decidedAt: '2026-11-27T09:01:00.000Z' }),
    });
    renderShell('/marketing/banners?paymentId=Xy7_abcdefghijklmnopqrst');
    expect(
      await screen.findByText('Оплата отменена. Баннер не размещён, даты снова свободны', {}, T),
    ).toBeTruthy();
  });

  it('an unknown payment shows the server reason on the list, not the error page', async () => {
    const shell = stubApi({
      [LIST_PATH]: () => page(rows()),
      [PAYMENT_PATH]: () => ({ status: -1, errorMessage: 'Платёж не найден' }),
    });
    const view = renderShell('/marketing/banners?paymentId=nope');
    expect(await screen.findByText('Платёж не найден', {}, T)).toBeTruthy();
    expect(view.location()).toBe('/marketing/banners');
    expect(shell.some((c) => c.path === LIST_PATH)).toBe(true);
  });
});
