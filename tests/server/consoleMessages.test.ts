import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../console/app/i18n';
import { consoleMessage } from '../../console/app/serverMessages';
import { admin, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';

/**
 * The console API's real schema refusals read in Russian once the console shows them
 * (console/app/serverMessages.ts follows server/lib/validation.ts's wording).
 */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

async function refusal(resource: string, body: unknown): Promise<string> {
  const reply = await admin<Message>(c.server.app, 'POST', `/${resource}`, { token: c.token, body });
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(400);
  return consoleMessage(reply.body.message, resource, translate);
}

describe('schema refusals as the console shows them', () => {
  it('a rating sent as text, out of range, a review without text', async () => {
    expect(await refusal('reviews', { orderId: 1, rating: '4', text: 'Хорошо' })).toBe(
      'Поле «Оценка (1–5)»: ожидается целое число',
    );
    expect(await refusal('reviews', { orderId: 1, rating: 7, text: 'Хорошо' })).toBe(
      'Поле «Оценка (1–5)»: не больше 5',
    );
    expect(await refusal('reviews', { orderId: 1, rating: 4 })).toBe('Поле «Текст отзыва» обязательно');
  });

  it('a buyer with a malformed e-mail', async () => {
    expect(await refusal('buyers', { email: 'nope', firstName: 'Иван', lastName: 'Петров' })).toBe(
      'Поле «E-mail»: неверный формат',
    );
  });
});
