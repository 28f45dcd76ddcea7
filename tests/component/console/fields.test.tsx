import { render } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../console/app/i18n';
import { MoscowDateField, moscowDayText, RublesField } from '../../../console/app/components/fields';

/** The console's one clock and one money format (rules/moscowTime.ts, rules/numbers.ts). */

const RECORD = {
  id: 1,
  createdAt: '2026-11-10T22:43:00.000Z',
  decidedAt: null,
  amount: 12345.5,
};

function textOf(children: React.ReactNode): string {
  const { container } = render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordContextProvider value={RECORD}>{children}</RecordContextProvider>
    </AdminContext>,
  );
  return container.textContent ?? '';
}

describe('console fields', () => {
  it('shows a date on the Moscow clock, the time marked МСК', () => {
    expect(textOf(<MoscowDateField source="createdAt" showTime />)).toBe('11.11.2026 01:43 МСК');
    expect(textOf(<MoscowDateField source="createdAt" />)).toBe('11.11.2026');
    expect(moscowDayText('2026-11-10T20:59:59.999Z')).toBe('10.11.2026');
  });

  it('shows the empty text of a missing date, or nothing', () => {
    expect(textOf(<MoscowDateField source="decidedAt" showTime emptyText="console.none" />)).toBe('—');
    expect(textOf(<MoscowDateField source="decidedAt" showTime />)).toBe('');
  });

  it('shows rubles with kopecks, digits grouped by plain spaces', () => {
    expect(textOf(<RublesField source="amount" />)).toBe('12 345,50');
  });
});
