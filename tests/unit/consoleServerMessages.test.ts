import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { httpClient } from '../../console/app/http';
import { i18nProvider } from '../../console/app/i18n';
import { consoleMessage, resourceOfUrl } from '../../console/app/serverMessages';

/** The API's generic English body checks as the console shows them (console/app/serverMessages.ts). */

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const russian = (message: string, resource = 'reviews') => consoleMessage(message, resource, translate);

describe('consoleMessage', () => {
  it('names the field by its form label and says the check in Russian', () => {
    expect(russian("Field 'rating' must be an integer")).toBe('Поле «Оценка (1–5)»: ожидается целое число');
    expect(russian("Field 'rating' must be <= 5")).toBe('Поле «Оценка (1–5)»: не больше 5');
    expect(russian("Field 'rating' must be >= 1")).toBe('Поле «Оценка (1–5)»: не меньше 1');
    expect(russian("Field 'text' is required")).toBe('Поле «Текст отзыва» обязательно');
    expect(russian("Field 'text' must not be empty")).toBe('Поле «Текст отзыва» не может быть пустым');
    expect(russian("Field 'text' must be at most 1000 characters long")).toBe(
      'Поле «Текст отзыва»: не длиннее 1000 символов',
    );
    expect(russian("Field 'email' has an invalid format", 'buyers')).toBe('Поле «E-mail»: неверный формат');
    expect(russian("Field 'companyName' must be a string or null", 'buyers')).toBe(
      'Поле «Компания»: ожидается текст или пустое значение',
    );
    expect(russian("Field 'shippingMethodId' must be one of [1,2]", 'wholesale-orders')).toBe(
      'Поле «Способ получения»: допустимые значения 1, 2',
    );
    expect(russian("Field 'lines' must NOT have more than 50 items", 'wholesale-orders')).toBe(
      'Поле «lines»: не больше 50 элементов',
    );
    expect(russian("Field 'email' is not allowed", 'sellers')).toBe('Поле «E-mail» не принимается');
  });

  it('leaves the other messages as the server wrote them', () => {
    for (const message of [
      'По этому заказу уже открыт спор',
      "Field 'cityId' or 'deliveryAddress' is required when the seller delivers (shipping method 1)",
      "Unknown sort field 'foo'",
    ]) {
      expect(russian(message)).toBe(message);
    }
  });

  it('finds the resource of an API URL', () => {
    expect(resourceOfUrl('/admin/api/reviews')).toBe('reviews');
    expect(resourceOfUrl('/admin/api/wholesale-orders/7?x=1')).toBe('wholesale-orders');
    expect(resourceOfUrl('/admin/api')).toBeUndefined();
  });
});

describe('httpClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('rejects with the Russian message, the status and the body kept', async () => {
    const body = { message: "Field 'rating' must be an integer" };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const error: unknown = await httpClient('/admin/api/reviews', { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Поле «Оценка (1–5)»: ожидается целое число',
      status: 400,
      body,
    });
  });
});
