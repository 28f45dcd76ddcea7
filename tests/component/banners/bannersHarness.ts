import { vi } from 'vitest';
import type { Banner, BannerDayPrice, BannerPosition, Payment } from '../../../contract';

export { renderShell, stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';

export const LIST_PATH = 'Marketing/GetBanners';
export const POSITIONS_PATH = 'Marketing/GetBannerPositions';
export const PRICES_PATH = 'Marketing/GetBannerPricesWithDate';
export const CREATE_PATH = 'Marketing/CreateBanner';
export const PAYMENT_PATH = 'Marketing/GetPayment';

export const positions: BannerPosition[] = [
  { id: 1, name: 'Главная — верх', page: 'Главная', width: 1200, height: 300, basePrice: 1500 },
  { id: 2, name: 'Каталог — сбоку', page: 'Каталог', width: 300, height: 600, basePrice: 700 },
];

/** 90 days from Tuesday 2026-12-01: 1000 руб. on weekdays, 1500 on weekends; `booked` taken. */
export function days(booked: string[] = []): BannerDayPrice[] {
  const start = Date.UTC(2026, 11, 1);
  return Array.from({ length: 90 }, (_, i) => {
    const at = new Date(start + i * 86_400_000);
    const date = at.toISOString().slice(0, 10);
    const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6;
    return { date, price: weekend ? 1500 : 1000, isBooked: booked.includes(date) };
  });
}

export function banner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 11,
    bannerFilePath: '/seller/uploads/banners/11.png',
    position: positions[0]!,
    dateFrom: '2026-12-01',
    dateTo: '2026-12-07',
    price: 8000,
    link: 'https://technomir.example/sale',
    state: 'approved',
    advertStatus: 1,
    declineReason: null,
    paymentId: 'pay-11',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    paymentId: 'Xy7_abcdefghijklmnopqrst',
    kind: 'banner',
    status: 'paid',
    amount: 8000,
    createdAt: '2026-11-27T09:00:00.000Z',
    decidedAt: '2026-11-27T09:01:00.000Z',
    productId: null,
    productName: null,
    label: null,
    daysCount: null,
    activeFrom: null,
    activeTo: null,
    bannerId: 12,
    positionName: 'Главная — верх',
    dateFrom: '2026-12-01',
    dateTo: '2026-12-07',
    ...overrides,
  };
}

/**
 * happy-dom decodes no images: the page reads the pixel size through `Image`, so the tests give
 * every image the size they choose.
 */
export function stubImageSize(width: number, height: number): void {
  class SizedImage {
    naturalWidth = width;
    naturalHeight = height;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_url: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', SizedImage);
}
