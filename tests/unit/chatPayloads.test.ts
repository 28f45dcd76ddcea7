import { describe, expect, it } from 'vitest';
import {
  buildChatFilterBody,
  buildChatMessagesBody,
  buildSendMessageFormData,
  SEND_MESSAGE_FIELDS,
} from '../../src/api/chatPayloads';

/** The parts of a form in the order they travel: [name, text or file name]. */
const partsOf = (form: FormData): [string, string][] =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);

const image = (name: string, type = 'image/png') => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('the chat list filter (POST Chat/GetChats)', () => {
  it('sends every key: no search as null, all chats, 20 on page 1', () => {
    expect(buildChatFilterBody({})).toEqual({
      search: null,
      onlyUnread: false,
      pagination: { page: 1, pageSize: 20 },
    });
    expect(buildChatFilterBody({ search: '   ' }).search).toBeNull();
  });

  it('trims the search and passes the unread flag and the page', () => {
    expect(buildChatFilterBody({ search: '  Белов ', onlyUnread: true, page: 2, pageSize: 40 })).toEqual({
      search: 'Белов',
      onlyUnread: true,
      pagination: { page: 2, pageSize: 40 },
    });
  });
});

describe('a conversation page (POST Chat/GetChatMessages)', () => {
  it('asks for the newest 30 messages, then the page before a message', () => {
    expect(buildChatMessagesBody(4)).toEqual({ chatId: 4, beforeId: null, pageSize: 30 });
    expect(buildChatMessagesBody(4, 120)).toEqual({ chatId: 4, beforeId: 120, pageSize: 30 });
  });
});

describe('a message (POST Chat/SendMessage, multipart)', () => {
  it('sends ChatId, the trimmed Text, then Images once per image', () => {
    const form = buildSendMessageFormData({
      chatId: 4,
      text: '  Добрый день!\nОтгрузим завтра.  ',
      images: [image('фото 1.png'), image('scan.jpg', 'image/jpeg')],
    });
    expect(partsOf(form)).toEqual([
      ['ChatId', '4'],
      ['Text', 'Добрый день!\nОтгрузим завтра.'],
      ['Images', 'фото 1.png'],
      ['Images', 'scan.jpg'],
    ]);
    expect([...new Set(partsOf(form).map(([name]) => name))]).toEqual([...SEND_MESSAGE_FIELDS]);
  });

  it('sends an empty Text with images only, and no Images part without images', () => {
    expect(
      partsOf(buildSendMessageFormData({ chatId: 9, text: ' ', images: [image('a.webp', 'image/webp')] })),
    ).toEqual([
      ['ChatId', '9'],
      ['Text', ''],
      ['Images', 'a.webp'],
    ]);
    expect(partsOf(buildSendMessageFormData({ chatId: 9, text: 'Да' }))).toEqual([
      ['ChatId', '9'],
      ['Text', 'Да'],
    ]);
  });
});
