import { describe, expect, it } from 'vitest';
import {
  moscowDay,
  moscowDayText,
  moscowListTime,
  moscowTime,
  previousDay,
} from '../../src/components/chat/moscowTime';
import { subjectLabel, subjectPath } from '../../src/components/chat/subjects';
import { validateChatMessage } from '../../src/components/chat/messageRules';
import { t } from '../../src/i18n';

const file = (name: string, type: string, size = 3) => new File([new Uint8Array(size)], name, { type });

describe('chat times are Moscow times', () => {
  it('reads an instant on the Moscow clock, whatever the browser zone, marked МСК', () => {
    expect(moscowTime('2026-11-19T20:30:00Z')).toBe('23:30 МСК');
    expect(moscowTime('2026-11-19T21:10:00Z')).toBe('00:10 МСК');
    expect(moscowTime('garbage')).toBe('');
    expect(moscowDay('2026-11-19T21:10:00Z')).toBe('2026-11-20');
    expect(moscowDayText('2026-11-20')).toBe('20 ноября 2026');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
  });

  it("shows today's last message by its time and older ones by their day", () => {
    const now = new Date('2026-11-20T08:00:00Z');
    expect(moscowListTime('2026-11-19T21:10:00Z', now)).toBe('00:10 МСК');
    expect(moscowListTime('2026-11-19T20:30:00Z', now)).toBe('19.11.2026');
  });
});

describe('chat subjects', () => {
  it("uses the server's title, and labels a general question", () => {
    const chat = {
      subjectType: 'retailOrder' as const,
      subjectId: 9,
      subjectTitle: 'Розничный заказ № 0001234',
    };
    expect(subjectLabel(t, chat)).toBe('Розничный заказ № 0001234');
    expect(subjectLabel(t, { subjectType: 'general', subjectId: null, subjectTitle: '' })).toBe(
      'Общий вопрос',
    );
    expect(subjectLabel(t, { subjectType: 'tender', subjectId: 3, subjectTitle: '' })).toBe('Тендер № 3');
  });

  it('links each subject to its page, a general question to the buyer', () => {
    expect(subjectPath({ subjectType: 'order', subjectId: 12, buyerId: 18 })).toBe('/orders/12');
    expect(subjectPath({ subjectType: 'retailOrder', subjectId: 9, buyerId: 18 })).toBe('/orders/retail/9');
    expect(subjectPath({ subjectType: 'request', subjectId: 7, buyerId: 18 })).toBe('/requests/7');
    expect(subjectPath({ subjectType: 'tender', subjectId: 3, buyerId: 18 })).toBe('/tenders/3');
    expect(subjectPath({ subjectType: 'general', subjectId: null, buyerId: 18 })).toBe('/buyers/18');
  });
});

describe('a message before it is sent', () => {
  it('needs text or an image, at most 2000 characters and 5 images of JPEG, PNG or WebP up to 10 MB', () => {
    expect(validateChatMessage('  ', [])?.key).toBe('chat.errors.empty');
    expect(validateChatMessage('', [file('a.png', 'image/png')])).toBeUndefined();
    expect(validateChatMessage('я'.repeat(2000), [])).toBeUndefined();
    expect(validateChatMessage('я'.repeat(2001), [])).toEqual({
      key: 'chat.errors.tooLong',
      args: { max: 2000 },
    });
    const six = Array.from({ length: 6 }, (_, i) => file(`${i}.png`, 'image/png'));
    expect(validateChatMessage('', six)?.key).toBe('chat.errors.tooManyImages');
    expect(validateChatMessage('', [file('a.pdf', 'application/pdf')])).toEqual({
      key: 'chat.errors.imageType',
      args: { name: 'a.pdf' },
    });
    expect(validateChatMessage('', [file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)])?.key).toBe(
      'chat.errors.imageTooLarge',
    );
  });
});
