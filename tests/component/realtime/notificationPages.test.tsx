import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationFilterBody } from '../../../contract';
import {
  fakeHub,
  notification,
  notificationPage,
  renderShell,
  stubOrdersApi,
  type ApiCall,
} from './realtimeHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listBodies = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === 'Notification/GetNotifications')
    .map((call) => call.json as NotificationFilterBody)
    .filter((body) => body.pagination.pageSize === 10);

const rows = [
  notification({ id: 22, title: 'Покупатель оплатил заказ № 61', kind: 'payment' }),
  notification({ id: 21, title: 'Новый отзыв', text: 'Отличный <i>товар</i>', isRead: true, link: null }),
];

describe('/own-notifications', () => {
  it('lists the newest first, 10 a page, unread bold with a dot; the text as plain text', async () => {
    fakeHub();
    const calls = stubOrdersApi({ 'Notification/GetNotifications': () => notificationPage(rows, 1, 3) });
    renderShell('/own-notifications');
    const table = await screen.findByRole('table', { name: 'Мои уведомления' }, { timeout: 15000 });
    expect(listBodies(calls)[0]).toEqual({ onlyUnread: false, pagination: { page: 1, pageSize: 10 } });
    const unread = within(table).getByText('Покупатель оплатил заказ № 61');
    expect(getComputedStyle(unread).fontWeight).toBe('700');
    expect(unread.closest('[data-unread]')).not.toBeNull();
    expect(within(table).getByRole('img', { name: 'Не прочитано' })).toBeTruthy();
    const read = within(table).getByText('Новый отзыв');
    expect(getComputedStyle(read).fontWeight).toBe('400');
    expect(within(table).getByText('Отличный <i>товар</i>')).toBeTruthy();
    expect(table.querySelector('i')).toBeNull();
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeTruthy();
  });

  it("'Непрочитанные' in the URL sends onlyUnread; an empty page says so", async () => {
    fakeHub();
    const calls = stubOrdersApi({ 'Notification/GetNotifications': () => notificationPage([], 0) });
    renderShell(`/own-notifications?filter=${encodeURIComponent(JSON.stringify({ show: 'unread' }))}`);
    expect(await screen.findByText('Непрочитанных уведомлений нет', {}, { timeout: 15000 })).toBeTruthy();
    expect(listBodies(calls).at(-1)).toEqual({ onlyUnread: true, pagination: { page: 1, pageSize: 10 } });
    expect(screen.getByRole('button', { name: 'Отметить все как прочитанные' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('marks one read, then all; the list and the bell follow the replies', async () => {
    fakeHub();
    const unreadRows = [rows[0]!, notification({ id: 20, title: 'Запрос № 7 принят', kind: 'request' })];
    const read = new Set<number>();
    const unreadCount = () => unreadRows.filter((row) => !read.has(row.id)).length;
    const calls = stubOrdersApi({
      'Notification/GetNotifications': () =>
        notificationPage(
          unreadRows.map((row) => ({ ...row, isRead: read.has(row.id) })),
          unreadCount(),
        ),
      'Notification/MarkNotificationRead': (call) => {
        read.add(Number(call.url.searchParams.get('notificationId')));
        return { unreadCount: unreadCount() };
      },
      'Notification/MarkAllNotificationsRead': () => {
        unreadRows.forEach((row) => read.add(row.id));
        return { unreadCount: 0 };
      },
    });
    const bellLabel = () => screen.getByTestId('notification-bell').getAttribute('aria-label');
    renderShell('/own-notifications');
    const table = await screen.findByRole('table', { name: 'Мои уведомления' }, { timeout: 15000 });
    await waitFor(() => expect(bellLabel()).toBe('Уведомления, непрочитанных: 2'));
    fireEvent.click(within(table).getAllByRole('button', { name: 'Отметить прочитанным' })[0]!);
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: 'Отметить прочитанным' })).toHaveLength(1),
    );
    const markOne = calls.find((c) => c.path === 'Notification/MarkNotificationRead');
    expect(markOne?.url.searchParams.get('notificationId')).toBe('22');
    expect(bellLabel()).toBe('Уведомления, непрочитанных: 1');
    expect(getComputedStyle(within(table).getByText('Покупатель оплатил заказ № 61')).fontWeight).toBe('400');

    fireEvent.click(screen.getByRole('button', { name: 'Отметить все как прочитанные' }));
    expect(await screen.findByText('Все уведомления отмечены как прочитанные')).toBeTruthy();
    await waitFor(() => expect(bellLabel()).toBe('Уведомления'));
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Отметить прочитанным' })).toBeNull(),
    );
  });

  it('a notification arriving while the list is open appears on top without a reload', async () => {
    const hub = fakeHub();
    let results = rows;
    stubOrdersApi({ 'Notification/GetNotifications': () => notificationPage(results, 1) });
    renderShell('/own-notifications');
    const table = await screen.findByRole('table', { name: 'Мои уведомления' }, { timeout: 15000 });
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    const arrived = notification({ id: 23, title: 'Спор по заказу № 70', kind: 'dispute' });
    results = [arrived, ...rows];
    hub.emit('NotificationReceived', arrived);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Спор по заказу № 70');
  });
});

describe('/notifications (settings)', () => {
  it('shows a switch per kind, admin always on; Сохранить sends every kind and confirms', async () => {
    fakeHub();
    const stored = {
      order: true,
      payment: true,
      request: true,
      tender: false,
      dispute: true,
      review: true,
      message: true,
    };
    const calls = stubOrdersApi({
      'Notification/GetNotificationSettings': () => stored,
      'Notification/UpdateNotificationSettings': (call) => call.json,
    });
    renderShell('/notifications');
    const reviews = await screen.findByRole('switch', { name: 'Отзывы' }, { timeout: 15000 });
    expect(calls.find((c) => c.path === 'Notification/GetNotificationSettings')?.method).toBe('GET');
    expect(screen.getByRole('switch', { name: 'Тендеры' })).toHaveProperty('checked', false);
    const admin = screen.getByRole('switch', { name: 'Сообщения администрации' });
    expect(admin).toHaveProperty('checked', true);
    expect(admin).toHaveProperty('disabled', true);
    expect(screen.getByText(/Покупатель оставил отзыв о товаре/)).toBeTruthy();

    fireEvent.click(reviews);
    fireEvent.click(screen.getByRole('switch', { name: 'Тендеры' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки уведомлений сохранены')).toBeTruthy();
    const update = calls.find((c) => c.path === 'Notification/UpdateNotificationSettings');
    expect(update?.method).toBe('POST');
    expect(update?.json).toEqual({ ...stored, tender: true, review: false });
  });

  it('a refused save says so and keeps the choices', async () => {
    fakeHub();
    stubOrdersApi({
      'Notification/GetNotificationSettings': () => ({
        order: true,
        payment: true,
        request: true,
        tender: true,
        dispute: true,
        review: true,
        message: true,
      }),
      'Notification/UpdateNotificationSettings': () => ({
        status: -1,
        errorMessage: 'Некорректные настройки',
      }),
    });
    renderShell('/notifications');
    fireEvent.click(await screen.findByRole('switch', { name: 'Оплаты' }, { timeout: 15000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не удалось сохранить настройки. Попробуйте ещё раз.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Оплаты' })).toHaveProperty('checked', false);
  });
});
