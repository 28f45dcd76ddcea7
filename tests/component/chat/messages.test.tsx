import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dispatchHubEvent } from '../../../src/realtime/hubEvents';
import {
  callsTo,
  chatList,
  chatMessage,
  chatSummary,
  messagesPage,
  partsOf,
  pngFile,
  renderShell,
  stubApi,
} from './chatHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 15_000 };

const general = chatSummary({
  chatId: 5,
  buyerId: 19,
  buyerName: 'Алексей Смирнов',
  subjectType: 'general',
  subjectId: null,
  subjectTitle: '',
  lastMessage: { text: '', createdAt: '2026-11-19T10:00:00Z', senderId: 42, imagesCount: 2 },
  unreadCount: 0,
});

describe('/messages', () => {
  it('lists the chats with subject, last message and unread count, sending the exact body', async () => {
    const calls = stubApi({
      'Chat/GetChats': () => chatList([chatSummary({ unreadCount: 2 }), general], 2),
    });
    renderShell('/messages');
    const list = await screen.findByRole('list', { name: 'Чаты' }, T);
    expect(callsTo(calls, 'Chat/GetChats')[0]?.json).toEqual({
      search: null,
      onlyUnread: false,
      pagination: { page: 1, pageSize: 20 },
    });
    const [first, second] = within(list).getAllByTestId('chat-list-item');
    expect(within(first!).getByText('ИП Белов Роман Игоревич')).toBeTruthy();
    expect(within(first!).getByText('Заказ № 61')).toBeTruthy();
    expect(within(first!).getByTestId('chat-preview').textContent).toBe('Когда отгрузите?');
    expect(within(first!).getByLabelText('Непрочитанных: 2').textContent).toBe('2');
    expect(within(second!).getByText('Общий вопрос')).toBeTruthy();
    expect(within(second!).getByTestId('chat-preview').textContent).toBe('Вы: Изображение');
    expect(within(second!).queryByTestId('chat-unread')).toBeNull();
    expect(screen.getByText('Выберите чат, чтобы прочитать переписку')).toBeTruthy();
  });

  it("keeps the search and 'Только непрочитанные' in the URL and sends them", async () => {
    const calls = stubApi({ 'Chat/GetChats': () => chatList([]) });
    renderShell('/messages?search=%D0%91%D0%B5%D0%BB%D0%BE%D0%B2&unread=1');
    expect(await screen.findByText('Чатов не найдено', {}, T)).toBeTruthy();
    expect(callsTo(calls, 'Chat/GetChats').at(-1)?.json).toEqual({
      search: 'Белов',
      onlyUnread: true,
      pagination: { page: 1, pageSize: 20 },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Только непрочитанные' }));
    await waitFor(() =>
      expect(callsTo(calls, 'Chat/GetChats').at(-1)?.json).toMatchObject({ onlyUnread: false }),
    );
  });

  it('?chatId= opens the chat, marks it read and sets the count beside Сообщения from the reply', async () => {
    const calls = stubApi({
      'Chat/GetChats': () => chatList([chatSummary({ unreadCount: 2 })], 3),
      'Chat/GetChatMessages': () =>
        messagesPage(
          [
            chatMessage({ id: 100, text: 'Когда отгрузите?', createdAt: '2026-11-19T20:30:00Z' }),
            chatMessage({
              id: 101,
              senderId: 42,
              senderRole: 'seller',
              text: 'Завтра',
              createdAt: '2026-11-19T21:10:00Z',
            }),
          ],
          false,
          chatSummary({ unreadCount: 2 }),
        ),
      'Chat/MarkChatRead': () => ({ unreadCount: 1 }),
    });
    renderShell('/messages?chatId=4');
    const conversation = await screen.findByRole('list', { name: 'Переписка' }, T);
    expect(callsTo(calls, 'Chat/GetChatMessages')[0]?.json).toEqual({
      chatId: 4,
      beforeId: null,
      pageSize: 30,
    });
    const [buyer, seller] = within(conversation).getAllByTestId('chat-message');
    expect(buyer?.getAttribute('data-own')).toBe('false');
    expect(seller?.getAttribute('data-own')).toBe('true');
    // Moscow times and days: 20:30Z is 23:30 on the 19th, 21:10Z is 00:10 on the 20th
    expect(within(buyer!).getByText('23:30 МСК')).toBeTruthy();
    expect(within(seller!).getByText('00:10 МСК')).toBeTruthy();
    expect(within(conversation).getByRole('separator', { name: '19 ноября 2026' })).toBeTruthy();
    expect(within(conversation).getByRole('separator', { name: '20 ноября 2026' })).toBeTruthy();
    expect(screen.getByTestId('chat-subject').getAttribute('href')).toBe('/orders/61');

    await waitFor(() => expect(callsTo(calls, 'Chat/MarkChatRead')).toHaveLength(1));
    expect(callsTo(calls, 'Chat/MarkChatRead')[0]?.url.searchParams.get('chatId')).toBe('4');
    await waitFor(() => expect(screen.getByTestId('badge-messages').textContent).toBe('1'));
  });

  it('shows user-written text as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="window.__chatXss=1"><b>жирный</b>';
    stubApi({
      'Chat/GetChats': () =>
        chatList([
          chatSummary({
            lastMessage: { text: hostile, createdAt: '2026-11-20T09:15:00Z', senderId: 18, imagesCount: 0 },
          }),
        ]),
      'Chat/GetChatMessages': () => messagesPage([chatMessage({ text: hostile })]),
    });
    renderShell('/messages?chatId=4');
    const conversation = await screen.findByRole('list', { name: 'Переписка' }, T);
    expect(within(conversation).getByTestId('chat-message-text').textContent).toBe(hostile);
    expect(conversation.querySelector('img')).toBeNull();
    expect(conversation.querySelector('b')).toBeNull();
    const preview = await screen.findByTestId('chat-preview');
    expect(preview.textContent).toBe(hostile);
    expect(preview.querySelector('img')).toBeNull();
  });

  it('sends text and images as the exact multipart form with Enter, and shows the reply', async () => {
    const calls = stubApi({
      'Chat/GetChats': () => chatList([chatSummary()]),
      'Chat/GetChatMessages': () => messagesPage([chatMessage()]),
      'Chat/SendMessage': () =>
        chatMessage({
          id: 102,
          senderId: 42,
          senderRole: 'seller',
          text: 'Отгрузим завтра.\nТрек пришлю.',
          images: [{ url: '/seller/uploads/chat-1.png', fileName: 'накладная.png' }],
          createdAt: '2026-11-20T09:20:00Z',
        }),
    });
    renderShell('/messages?chatId=4');
    const text = await screen.findByRole('textbox', { name: 'Сообщение' }, T);
    fireEvent.change(text, { target: { value: '  Отгрузим завтра.\nТрек пришлю. ' } });
    fireEvent.keyDown(text, { key: 'Enter', shiftKey: true });
    expect(callsTo(calls, 'Chat/SendMessage')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('chat-image-input'), {
      target: { files: [pngFile('накладная.png')] },
    });
    expect(await screen.findByRole('img', { name: 'накладная.png' })).toBeTruthy();
    fireEvent.keyDown(text, { key: 'Enter' });

    await waitFor(() => expect(callsTo(calls, 'Chat/SendMessage')).toHaveLength(1));
    const sent = callsTo(calls, 'Chat/SendMessage')[0]!;
    expect(sent.method).toBe('POST');
    expect(partsOf(sent.form)).toEqual([
      ['ChatId', '4'],
      ['Text', 'Отгрузим завтра.\nТрек пришлю.'],
      ['Images', 'накладная.png'],
    ]);
    const conversation = screen.getByRole('list', { name: 'Переписка' });
    await waitFor(() => expect(within(conversation).getAllByTestId('chat-message')).toHaveLength(2));
    const mine = within(conversation).getAllByTestId('chat-message')[1]!;
    expect(mine.getAttribute('data-own')).toBe('true');
    expect(within(mine).getByTestId('chat-message-text').textContent).toBe('Отгрузим завтра.\nТрек пришлю.');
    expect(
      within(mine)
        .getByRole('link', { name: 'Открыть «накладная.png» в полном размере' })
        .getAttribute('href'),
    ).toBe('/seller/uploads/chat-1.png');
    expect((text as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('list', { name: 'Прикреплённые изображения' })).toBeNull();
  });

  it("refuses an empty message with 'Введите сообщение' and keeps the text when sending fails", async () => {
    const calls = stubApi({
      'Chat/GetChats': () => chatList([chatSummary()]),
      'Chat/GetChatMessages': () => messagesPage([chatMessage()]),
      'Chat/SendMessage': () => ({ status: -1, errorMessage: 'Чат не найден' }),
    });
    renderShell('/messages?chatId=4');
    const text = await screen.findByRole('textbox', { name: 'Сообщение' }, T);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Введите сообщение');
    expect(callsTo(calls, 'Chat/SendMessage')).toHaveLength(0);

    fireEvent.change(text, { target: { value: 'Здравствуйте' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(
      await screen.findByText('Не удалось отправить сообщение. Попробуйте ещё раз.', {}, T),
    ).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe('Здравствуйте');
  });

  it('loads the older page before the oldest message shown', async () => {
    const calls = stubApi({
      'Chat/GetChats': () => chatList([chatSummary()]),
      'Chat/GetChatMessages': (call) =>
        (call.json as { beforeId: number | null }).beforeId === null
          ? messagesPage([chatMessage({ id: 130, text: 'Новое' })], true)
          : messagesPage([chatMessage({ id: 90, text: 'Старое', createdAt: '2026-11-18T09:15:00Z' })], false),
    });
    renderShell('/messages?chatId=4');
    fireEvent.click(await screen.findByRole('button', { name: 'Показать более ранние сообщения' }, T));
    const conversation = screen.getByRole('list', { name: 'Переписка' });
    await waitFor(() =>
      expect(
        within(conversation)
          .getAllByTestId('chat-message-text')
          .map((m) => m.textContent),
      ).toEqual(['Старое', 'Новое']),
    );
    expect(callsTo(calls, 'Chat/GetChatMessages').map((c) => c.json)).toEqual([
      { chatId: 4, beforeId: null, pageSize: 30 },
      { chatId: 4, beforeId: 130, pageSize: 30 },
    ]);
    expect(screen.queryByRole('button', { name: 'Показать более ранние сообщения' })).toBeNull();
  });

  it('appends a buyer message of the open chat from the hub and marks it read; another chat refreshes the list', async () => {
    const calls = stubApi({
      'Chat/GetChats': () => chatList([chatSummary()]),
      'Chat/GetChatMessages': () => messagesPage([chatMessage()]),
      'Chat/MarkChatRead': () => ({ unreadCount: 0 }),
    });
    renderShell('/messages?chatId=4');
    const conversation = await screen.findByRole('list', { name: 'Переписка' }, T);
    await screen.findByRole('list', { name: 'Чаты' }, T);
    const listLoads = callsTo(calls, 'Chat/GetChats').length;

    act(() =>
      dispatchHubEvent('MessageReceived', {
        chatId: 4,
        id: 140,
        senderId: 18,
        text: 'Жду <b>ответа</b>',
        createdAt: '2026-11-20T09:30:00Z',
      }),
    );
    await waitFor(() => expect(within(conversation).getAllByTestId('chat-message')).toHaveLength(2));
    expect(within(conversation).getAllByTestId('chat-message-text')[1]?.textContent).toBe(
      'Жду <b>ответа</b>',
    );
    await waitFor(() => expect(callsTo(calls, 'Chat/MarkChatRead')).toHaveLength(1));

    act(() =>
      dispatchHubEvent('MessageReceived', {
        chatId: 9,
        id: 141,
        senderId: 20,
        text: 'Другой чат',
        createdAt: '2026-11-20T09:31:00Z',
      }),
    );
    await waitFor(() => expect(callsTo(calls, 'Chat/GetChats').length).toBeGreaterThan(listLoads + 1));
    expect(within(conversation).queryByText('Другой чат')).toBeNull();
    expect(callsTo(calls, 'Chat/MarkChatRead')).toHaveLength(1);
  });
});
