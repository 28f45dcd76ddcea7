import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { specOnly } from '../../unit/specOnlyReply';
import { demoInfo, demoStatistics } from '../shell/shellHarness';
import { fakeHub, notification, renderShell, stubOrdersApi } from './realtimeHarness';

/**
 * The shell's bell, unread count, notification pages and /messages against a server that honours
 * only the specification: Notification/* and Chat/* are ours and answer -1 (no stub), the dashboard
 * calls keep only the spec's fields (docs/contract/realtime.md "Reading replies").
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 15_000 };
const LEFTOVERS = /\bundefined\b|\bNaN\b|\bnull\b|%\{/;

/** Only the spec's calls answer, with only the spec's fields; Notification/* and Chat/* refuse. */
function specOnlyServer(extra: Parameters<typeof stubOrdersApi>[0] = {}) {
  return stubOrdersApi({
    'User/GetDashboardStatistics': () => specOnly(demoStatistics),
    'MarketSeller/GetDashboardInfo': () => specOnly(demoInfo),
    'Common/DeleteRetiredUser': () => null,
    'Common/AddOnlineUser': () => null,
    ...extra,
  });
}

const bellLabel = () => screen.getByTestId('notification-bell').getAttribute('aria-label');

describe('the shell against spec-only replies', () => {
  it('the bell rises by one per NotificationReceived although GetNotifications is refused', async () => {
    const hub = fakeHub();
    specOnlyServer();
    const shell = renderShell('/dashboard');
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    await hub.open();
    expect(bellLabel()).toBe('Уведомления');
    hub.emit('NotificationReceived', notification({ id: 31, title: 'Новый заказ № 70' }));
    await waitFor(() => expect(bellLabel()).toBe('Уведомления, непрочитанных: 1'));
    // an event with only the spec's fields (no title, no isRead) still counts
    hub.emit('NotificationReceived', specOnly(notification({ id: 32 })) as never);
    await waitFor(() => expect(bellLabel()).toBe('Уведомления, непрочитанных: 2'));
    // and so does one the client cannot read at all
    hub.emit('NotificationReceived', 'что-то' as never);
    await waitFor(() => expect(bellLabel()).toBe('Уведомления, непрочитанных: 3'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    const popover = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(within(popover).getByText('Новый заказ № 70')).toBeTruthy();
    expect(popover.textContent).not.toMatch(LEFTOVERS);
    expect(shell.location()).toBe('/dashboard');
  });

  it('the bell also counts when GetNotifications answers null', async () => {
    const hub = fakeHub();
    specOnlyServer({ 'Notification/GetNotifications': () => null });
    renderShell('/dashboard');
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    await hub.open();
    hub.emit('NotificationReceived', notification({ id: 40 }));
    await waitFor(() => expect(bellLabel()).toBe('Уведомления, непрочитанных: 1'));
    hub.emit('NotificationReceived', notification({ id: 41 }));
    await waitFor(() => expect(bellLabel()).toBe('Уведомления, непрочитанных: 2'));
  });

  it('the dashboard shows the spec fields and ---- for ours', async () => {
    fakeHub();
    specOnlyServer();
    const shell = renderShell('/dashboard');
    expect(await screen.findByText('Оплаченных заказов', {}, T)).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('stat-skeleton')).toHaveLength(0));
    const main = document.querySelector('main') ?? document.body;
    expect(main.textContent).toContain('1 520');
    expect(main.textContent).toContain('----');
    expect(main.textContent).not.toMatch(LEFTOVERS);
    expect(shell.location()).toBe('/dashboard');
  });

  it('/own-notifications shows its empty state, not the error page', async () => {
    fakeHub();
    specOnlyServer();
    const shell = renderShell('/own-notifications');
    expect(await screen.findByText('Уведомлений нет', {}, T)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отметить все как прочитанные' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(shell.location()).toBe('/own-notifications');
  });

  it('/notifications says the settings could not be loaded, and stays', async () => {
    fakeHub();
    specOnlyServer();
    const shell = renderShell('/notifications');
    expect(await screen.findByText('Не удалось загрузить настройки уведомлений.', {}, T)).toBeTruthy();
    expect(shell.location()).toBe('/notifications');
  });

  it('/messages shows the empty list, not the error page', async () => {
    fakeHub();
    specOnlyServer();
    const shell = renderShell('/messages');
    expect(await screen.findByText('Чатов пока нет', {}, T)).toBeTruthy();
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
    expect(shell.location()).toBe('/messages');
  });
});
