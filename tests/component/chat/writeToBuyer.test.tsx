import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { orderRequest, stubRequestsApi } from '../requests/requestsHarness';
import { page, products, stubTendersApi, tender } from '../tenders/tendersHarness';
import { callsTo, chatSummary, messagesPage, renderShell } from './chatHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 15_000 };

describe("'Написать покупателю'", () => {
  it('on an order request opens the chat about that request', async () => {
    const request = chatSummary({
      chatId: 8,
      subjectType: 'request',
      subjectId: 40,
      subjectTitle: 'Запрос № 40',
    });
    const calls = stubRequestsApi({
      'OrderRequest/GetOrderRequestById': () => orderRequest({ statusId: 2 }),
      'Chat/OpenChat': () => request,
      'Chat/GetChatMessages': () => messagesPage([], false, request),
    });
    renderShell('/requests/40');
    fireEvent.click(await screen.findByRole('button', { name: 'Написать покупателю' }, T));
    const overlay = await screen.findByRole('dialog', { name: 'Чат с покупателем' }, T);
    expect(await within(overlay).findByText('Сообщений пока нет. Напишите первым.', {}, T)).toBeTruthy();
    expect(within(overlay).getByRole('link', { name: 'Запрос № 40' }).getAttribute('href')).toBe(
      '/requests/40',
    );
    expect(callsTo(calls, 'Chat/OpenChat').map((c) => c.json)).toEqual([
      { buyerId: 18, subjectType: 'request', subjectId: 40 },
    ]);
  });

  it("on a tender opens the chat with the tender's buyer about it", async () => {
    const about = chatSummary({
      chatId: 9,
      subjectType: 'tender',
      subjectId: 31,
      subjectTitle: 'Тендер № 31',
    });
    const calls = stubTendersApi({
      'Tender/GetTenderById': () => tender(),
      'Tender/GetProductsForTenderProposal': () => products,
      'Tender/GetTenderProposalsByFilter': () => page([]),
      'Chat/OpenChat': () => about,
      'Chat/GetChatMessages': () => messagesPage([], false, about),
    });
    renderShell('/tenders/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Написать покупателю' }, T));
    const overlay = await screen.findByRole('dialog', { name: 'Чат с покупателем' }, T);
    expect(await within(overlay).findByRole('link', { name: 'Тендер № 31' }, T)).toBeTruthy();
    expect(callsTo(calls, 'Chat/OpenChat').map((c) => c.json)).toEqual([
      { buyerId: 18, subjectType: 'tender', subjectId: 31 },
    ]);
  });
});
