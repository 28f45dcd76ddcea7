import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { browser } from '../../../src/api/navigation';
import {
  CREATE_PATH,
  days,
  positions,
  POSITIONS_PATH,
  PRICES_PATH,
  renderShell,
  stubApi,
  stubImageSize,
  type ApiCall,
} from './bannersHarness';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 20_000 };
const SLOW = { timeout: 60_000 };
const PAYMENT_URL = 'http://127.0.0.1:8080/pay/Xy7_abcdefghijklmnopqrst';

/** The parts of a form in the order they travel: [name, text or file name]. */
const partsOf = (form: FormData | null): [string, string][] =>
  [...(form?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);

const pngFile = (name = 'banner.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

function server(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return stubApi({
    [POSITIONS_PATH]: () => positions,
    [PRICES_PATH]: () => days(['2026-12-12', '2026-12-13']),
    [CREATE_PATH]: () => ({
      bannerId: 12,
      paymentId: 'Xy7_abcdefghijklmnopqrst',
      paymentUrl: PAYMENT_URL,
      amount: 5000,
    }),
    ...overrides,
  });
}

/** A calendar day by the start of its accessible name ('7 декабря 2026, 1 000,00 руб.'). */
function day(label: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`button[aria-label^="${label},"]`);
  if (!cell) throw new Error(`no calendar day ${label}`);
  return cell;
}

async function choosePosition(name: string) {
  const select = await screen.findByRole('combobox', { name: 'Позиция баннера' }, T);
  // the select opens once the positions are there
  await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'), T);
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }, T));
  await waitFor(() => day('1 декабря 2026'), T);
}

function pickImage(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][name="BannerFile"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const linkInput = (): HTMLInputElement => {
  const input = document.querySelector<HTMLInputElement>('input[name="Link"]');
  if (!input) throw new Error('no link input');
  return input;
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));

describe('/marketing/request-banner', () => {
  it(
    'position, period, image and link: CreateBanner carries the exact form, then the payment page opens',
    SLOW,
    async () => {
      const calls = server();
      stubImageSize(1200, 300);
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
      renderShell('/marketing/request-banner');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Заявка на баннерную рекламу' }, T),
      ).toBeTruthy();
      await choosePosition('Главная — верх');
      const prices = calls.find((c) => c.path === PRICES_PATH);
      expect(prices?.method).toBe('GET');
      expect(prices?.url.searchParams.get('bannerPositionId')).toBe('1');

      // weekday header, booked days disabled
      expect(screen.getAllByText('Пн').length).toBeGreaterThan(0);
      expect(day('12 декабря 2026').hasAttribute('disabled')).toBe(true);
      expect(day('12 декабря 2026').getAttribute('aria-label')).toBe(
        '12 декабря 2026, 1 500,00 руб., занято',
      );

      // Mon 7 .. Fri 11 December: 5 × 1000
      fireEvent.click(day('7 декабря 2026'));
      expect(screen.getByText('Начало: 07.12.2026. Выберите последний день показа')).toBeTruthy();
      fireEvent.click(day('11 декабря 2026'));
      expect(screen.getByText('Период: 07.12.2026 – 11.12.2026 (5 дней). Итого: 5 000,00 руб.')).toBeTruthy();
      expect(day('9 декабря 2026').getAttribute('aria-pressed')).toBe('true');

      pickImage(pngFile());
      expect(await screen.findByText('banner.png, 1200×300 px', {}, T)).toBeTruthy();
      fireEvent.change(linkInput(), {
        target: { value: ' https://technomir.example/sale ' },
      });
      submit();

      await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
      const create = calls.filter((c) => c.path === CREATE_PATH);
      expect(create).toHaveLength(1);
      expect(create[0]?.method).toBe('POST');
      expect(create[0]?.json).toBeNull();
      expect(partsOf(create[0]!.form)).toEqual([
        ['BannerPositionId', '1'],
        ['DateFrom', '2026-12-07'],
        ['DateTo', '2026-12-11'],
        ['Link', 'https://technomir.example/sale'],
        ['BannerFile', 'banner.png'],
      ]);
    },
  );

  it(
    'refuses a period over a booked day or longer than 31 days, and an image of the wrong size',
    SLOW,
    async () => {
      const calls = server();
      stubImageSize(800, 200);
      renderShell('/marketing/request-banner');
      await choosePosition('Главная — верх');

      fireEvent.click(day('10 декабря 2026'));
      fireEvent.click(day('14 декабря 2026'));
      expect(screen.getByText('Даты заняты: 2026-12-12, 2026-12-13')).toBeTruthy();
      expect(screen.getByText('Начало: 10.12.2026. Выберите последний день показа')).toBeTruthy();

      // the start stays: a day before the booked ones ends the period, a further click starts anew
      fireEvent.click(day('11 декабря 2026'));
      expect(screen.getByText('Период: 10.12.2026 – 11.12.2026 (2 дня). Итого: 2 000,00 руб.')).toBeTruthy();
      fireEvent.click(day('14 декабря 2026'));
      fireEvent.click(day('14 января 2027'));
      expect(screen.getByText('Период: не более 31 дня')).toBeTruthy();
      fireEvent.click(day('13 января 2027'));
      expect(
        screen.getByText('Период: 14.12.2026 – 13.01.2027 (31 день). Итого: 35 000,00 руб.'),
      ).toBeTruthy();

      pickImage(pngFile('small.png'));
      expect(await screen.findByText('Размер изображения 800×200, нужен 1200×300', {}, T)).toBeTruthy();
      fireEvent.change(linkInput(), {
        target: { value: 'javascript:alert(1)' },
      });
      expect(screen.getByText('Ссылка должна начинаться с http:// или https://')).toBeTruthy();
      submit();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.some((c) => c.path === CREATE_PATH)).toBe(false);
    },
  );

  it(
    'the position, the period and the link survive a reload (drafts); a sent request forgets them',
    SLOW,
    async () => {
      server();
      stubImageSize(1200, 300);
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
      renderShell('/marketing/request-banner');
      await choosePosition('Главная — верх');
      fireEvent.click(day('7 декабря 2026'));
      fireEvent.click(day('11 декабря 2026'));
      fireEvent.change(linkInput(), { target: { value: 'https://technomir.example/sale' } });
      cleanup();

      renderShell('/marketing/request-banner');
      expect(
        await screen.findByText('Период: 07.12.2026 – 11.12.2026 (5 дней). Итого: 5 000,00 руб.', {}, T),
      ).toBeTruthy();
      expect(linkInput().value).toBe('https://technomir.example/sale');
      pickImage(pngFile());
      expect(await screen.findByText('banner.png, 1200×300 px', {}, T)).toBeTruthy();
      submit();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
      expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:banners:'))).toEqual([]);
    },
  );

  it('submit without choices names what is missing and sends nothing', SLOW, async () => {
    const calls = server();
    renderShell('/marketing/request-banner');
    await screen.findByRole('combobox', { name: 'Позиция баннера' }, T);
    submit();
    expect(await screen.findByText('Выберите позицию баннера', {}, T)).toBeTruthy();
    expect(screen.getByText('Загрузите изображение баннера')).toBeTruthy();
    expect(calls.some((c) => c.path === CREATE_PATH)).toBe(false);
  });

  it(
    'a server refusal is shown on the form with the input kept; the calendar is read again',
    SLOW,
    async () => {
      const calls = server({
        [CREATE_PATH]: () => ({ status: -1, errorMessage: 'Даты заняты: 2026-12-08' }),
      });
      stubImageSize(1200, 300);
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
      const shell = renderShell('/marketing/request-banner');
      await choosePosition('Главная — верх');
      fireEvent.click(day('7 декабря 2026'));
      fireEvent.click(day('9 декабря 2026'));
      pickImage(pngFile());
      await screen.findByText('banner.png, 1200×300 px', {}, T);
      const link = linkInput();
      fireEvent.change(link, { target: { value: 'https://technomir.example' } });
      submit();

      expect(await screen.findByText('Даты заняты: 2026-12-08', {}, T)).toBeTruthy();
      expect(shell.location()).toBe('/marketing/request-banner');
      expect(assign).not.toHaveBeenCalled();
      expect((link as HTMLInputElement).value).toBe('https://technomir.example');
      expect(screen.getByText('banner.png, 1200×300 px')).toBeTruthy();
      await waitFor(() => expect(calls.filter((c) => c.path === PRICES_PATH)).toHaveLength(2));
    },
  );

  it('a payment URL that is not http(s) is not opened', SLOW, async () => {
    server({
      [CREATE_PATH]: () => ({
        bannerId: 12,
        paymentId: 'p',
        paymentUrl: 'javascript:alert(1)',
        amount: 1000,
      }),
    });
    stubImageSize(300, 600);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderShell('/marketing/request-banner');
    await choosePosition('Каталог — сбоку');
    fireEvent.click(day('1 декабря 2026'));
    fireEvent.click(day('1 декабря 2026'));
    pickImage(pngFile());
    await screen.findByText('banner.png, 300×600 px', {}, T);
    submit();
    expect(await screen.findByText('Адрес страницы оплаты небезопасен, переход отменён', {}, T)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
