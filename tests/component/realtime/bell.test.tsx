import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const latest = [
  notification({ id: 12, title: 'Оплата заказа № 61', kind: 'payment' }),
  notification({ id: 11, title: 'Отзыв о товаре', isRead: true, link: null }),
];

const paths = (calls: ApiCall[]) => calls.map((call) => call.path);
/** The bell's accessible name (read off the element: an open popover hides the top bar from queries). */
const bellLabel = () => screen.getByTestId('notification-bell').getAttribute('aria-label');

describe('the shell hub connection', () => {
  it('starts once with the hub URL and the current token, registers each (re)connect in order, stops on unmount', async () => {
    const hub = fakeHub();
    const calls = stubOrdersApi({
      'Notification/GetNotifications': () => notificationPage([], 0),
      'Common/DeleteRetiredUser': () => null,
      'Common/AddOnlineUser': () => null,
    });
    renderShell('/dashboard');
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    const { options } = hub.current();
    expect(new URL(options.url).pathname).toBe('/seller/notification');
    expect(options.accessToken()).toBe('access-1');
    localStorage.setItem('sellerAccessToken', 'access-2'); // a refresh stored a new token
    expect(options.accessToken()).toBe('access-2');

    await hub.open('conn-1');
    const registration = calls.filter((call) => call.path.startsWith('Common/'));
    expect(paths(registration)).toEqual(['Common/DeleteRetiredUser', 'Common/AddOnlineUser']);
    expect(registration[0]!.method).toBe('POST');
    expect(registration[0]!.url.searchParams.get('retiredUserId')).toBe('42');
    expect(registration[1]!.json).toEqual({ userId: 42, connectionId: 'conn-1' });

    await hub.open('conn-2', true);
    expect(calls.filter((call) => call.path === 'Common/AddOnlineUser').at(-1)?.json).toEqual({
      userId: 42,
      connectionId: 'conn-2',
    });
    expect(hub.sessions).toHaveLength(1);
    cleanup();
    expect(hub.current().stopped).toBe(true);
  });

  it("shows 'нет соединения' while the hub is down, not in the first second of the first connect", async () => {
    const hub = fakeHub();
    stubOrdersApi({
      'Notification/GetNotifications': () => notificationPage([], 0),
      'Common/DeleteRetiredUser': () => null,
      'Common/AddOnlineUser': () => null,
    });
    renderShell('/dashboard');
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    hub.setState('reconnecting'); // the first start failed at once
    expect(screen.queryByText('нет соединения')).toBeNull();
    expect(await screen.findByText('нет соединения', {}, { timeout: 3000 })).toBeTruthy();
    await hub.open('conn-1');
    await waitFor(() => expect(screen.queryByText('нет соединения')).toBeNull());
    hub.setState('reconnecting'); // a drop after having been up shows at once
    expect(screen.getByText('нет соединения')).toBeTruthy();
    await hub.open('conn-2', true);
    await waitFor(() => expect(screen.queryByText('нет соединения')).toBeNull());
  });
});

describe('the bell', () => {
  it('counts unread from GetNotifications, +1 per NotificationReceived, lists the latest as plain text', async () => {
    const hub = fakeHub();
    const calls = stubOrdersApi({
      'Notification/GetNotifications': () => notificationPage(latest, 3),
      'Common/DeleteRetiredUser': () => null,
      'Common/AddOnlineUser': () => null,
    });
    renderShell('/dashboard');
    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 3' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'Notification/GetNotifications')?.json).toEqual({
      onlyUnread: false,
      pagination: { page: 1, pageSize: 5 },
    });
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    await hub.open();
    hub.emit('NotificationReceived', {
      id: 13,
      title: 'Сообщение администрации',
      text: '<b>Проверьте</b> реквизиты',
      createdAt: new Date().toISOString(),
      isRead: false,
      link: null,
    });
    await waitFor(() => expect(bellLabel()).toBe('Уведомления, непрочитанных: 4'));
    const bell = screen.getByTestId('notification-bell');
    expect(bell.textContent).toBe('4');
    fireEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Уведомления' });
    const items = within(within(popover).getByRole('list')).getAllByRole('button');
    expect(items.map((item) => item.textContent?.slice(0, 14))).toEqual([
      'Сообщение адми',
      'Оплата заказа ',
      'Отзыв о товаре',
    ]);
    expect(within(popover).getByText('<b>Проверьте</b> реквизиты')).toBeTruthy();
    expect(popover.querySelector('b')).toBeNull();
    expect(within(popover).getByText('только что')).toBeTruthy();
    expect(within(popover).getAllByText('5 мин. назад').length).toBe(2);
    // the one already in the feed is not counted twice
    hub.emit('NotificationReceived', { ...latest[0]!, link: latest[0]!.link });
    expect(bellLabel()).toBe('Уведомления, непрочитанных: 4');
  });

  it('a click marks the notification read and follows its link; mark all read sets the count from the reply', async () => {
    fakeHub();
    const calls = stubOrdersApi({
      'Notification/GetNotifications': () => notificationPage(latest, 2),
      'Notification/MarkNotificationRead': () => ({ unreadCount: 1 }),
      'Notification/MarkAllNotificationsRead': () => ({ unreadCount: 0 }),
      'Order/GetOrderById': () => ({ status: -1, errorMessage: 'not in this test' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderShell('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    let popover = await screen.findByRole('dialog', { name: 'Уведомления' });
    fireEvent.click(within(popover).getByText('Оплата заказа № 61'));
    await waitFor(() => expect(shell.location()).toBe('/orders/61'));
    const mark = calls.find((call) => call.path === 'Notification/MarkNotificationRead');
    expect(mark?.method).toBe('POST');
    expect(mark?.url.searchParams.get('notificationId')).toBe('12');
    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Уведомления, непрочитанных: 1' }));
    popover = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(within(popover).getByText('Оплата заказа № 61').style.fontWeight).not.toBe('700');
    fireEvent.click(within(popover).getByRole('button', { name: 'Отметить все как прочитанные' }));
    await waitFor(() => expect(bellLabel()).toBe('Уведомления'));
    // no hidden badge keeps the old number: the button's text would not be in its name
    expect(screen.getByTestId('notification-bell').textContent).toBe('');
    expect(paths(calls)).toContain('Notification/MarkAllNotificationsRead');
    expect(within(popover).getByRole('button', { name: 'Отметить все как прочитанные' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('over 99 unread, the badge and the name both say 99+', async () => {
    fakeHub();
    stubOrdersApi({ 'Notification/GetNotifications': () => notificationPage(latest, 120) });
    renderShell('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 99+' });
    expect(bell.textContent).toBe('99+');
  });

  it("UnreadMessagesChanged sets the count beside 'Сообщения'", async () => {
    const hub = fakeHub();
    stubOrdersApi({ 'Notification/GetNotifications': () => notificationPage([], 0) });
    renderShell('/dashboard');
    await waitFor(() => expect(screen.getByTestId('badge-messages').textContent).toBe('3'));
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    hub.emit('UnreadMessagesChanged', { unreadCount: 9 });
    await waitFor(() => expect(screen.getByTestId('badge-messages').textContent).toBe('9'));
  });
});
