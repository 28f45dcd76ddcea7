import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { specOnly } from '../../unit/specOnlyReply';
import { dispute, LIST, message, page, renderShell, stubOrdersApi, T } from './disputesHarness';

/**
 * The dispute pages against a server that honours only the specification (issue 26): a dispute
 * keeps the names of spec sections 3 and 7 only, our AcceptDisputeReturn answers -1.
 */

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MESSAGES = 'Dispute/GetDisputeMessages';

function expectClean(element: HTMLElement = document.body) {
  const text = element.textContent ?? '';
  for (const bad of ['undefined', 'NaN', 'null', '%{']) expect(text).not.toContain(bad);
}

function stub(isRetail: boolean) {
  const row = dispute({
    isRetail,
    claimFiles: [{ url: '/seller/uploads/disputes/a.png', fileName: 'a.png' }],
    declinePurpose: 'Товар был исправен',
    declineFiles: [{ url: '/seller/uploads/disputes/b.pdf', fileName: 'b.pdf' }],
  });
  return stubOrdersApi({
    [LIST]: () => specOnly(page([row])),
    [MESSAGES]: () =>
      specOnly([message(), message({ id: 2, authorRole: 'seller', comment: 'Ответ продавца' })]),
  });
}

describe('disputes against spec-only replies', () => {
  it.each([
    ['/disputes/retails', true],
    ['/disputes/wholesales', false],
  ])(
    '%s: the row names its order by id, "----" for what is ours, details without files',
    async (path, isRetail) => {
      stub(isRetail);
      renderShell(path);
      expect(await screen.findByText('Татьяна Морозова', {}, T)).toBeTruthy();
      // without our orderNumber the order is named by the specification's orderId
      expect(screen.getAllByText('№ 301').length).toBeGreaterThan(0);
      expect(screen.getAllByText('----').length).toBeGreaterThan(0);
      expectClean();

      fireEvent.click(screen.getByRole('button', { name: 'Подробнее о споре № 15' }));
      const drawer = await screen.findByRole('dialog', { name: 'Спор № 15' });
      expect(await within(drawer).findByText('Ответ продавца')).toBeTruthy();
      expect(within(drawer).getByText('Товар был исправен')).toBeTruthy();
      // our claim and decline files are missing: no files are shown
      expect(
        within(drawer)
          .queryAllByRole('link')
          .filter((link) => link.getAttribute('target') === '_blank'),
      ).toHaveLength(0);
      expectClean(drawer);
    },
  );
});
