import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formReplies, renderShell, storedTemplate, stubApi, templatePage } from './deliveryHarness';
import { direction, SLOW, type } from './formHelpers';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('/shared/delivery/edit/:templateId', () => {
  it('reads the template, sends EditTemplate with the id and a removed direction as isDeleted', async () => {
    const calls = stubApi({
      ...formReplies,
      'Product/GetTemplateById': () => storedTemplate,
      'Product/EditTemplate': () => true,
      'Product/GetAllTemplates': () => templatePage([]),
    });
    const shell = renderShell('/shared/delivery/edit/31');
    const main = await screen.findByRole('region', { name: 'Шаблон' }, SLOW);
    expect(calls.find((c) => c.path === 'Product/GetTemplateById')?.url.searchParams.get('templateId')).toBe(
      '31',
    );
    expect((within(main).getByRole('textbox', { name: /^Название шаблона/ }) as HTMLInputElement).value).toBe(
      'По России',
    );
    expect(await within(main).findByText('Перфоратор SDS-plus 800 Вт', {}, SLOW)).toBeTruthy();
    // the stored chosen city of the second direction is shown by name
    expect(await within(direction(2)).findByText('Алматы', {}, SLOW)).toBeTruthy();

    type(main, /^Название шаблона/, 'Только Россия');
    type(direction(1), /^Срок до/, '6');
    fireEvent.click(within(direction(2)).getByRole('button', { name: 'Удалить направление' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Направление 2' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(shell.location()).toBe('/shared/delivery'), SLOW);
    const edit = calls.filter((c) => c.path === 'Product/EditTemplate');
    expect(edit).toHaveLength(1);
    const [kept, removed] = storedTemplate.directions;
    const { templateId: _a, ...keptBody } = kept!;
    const { templateId: _b, ...removedBody } = removed!;
    expect(edit[0]?.json).toEqual({
      id: 31,
      name: 'Только Россия',
      storeId: 9,
      productIds: [101],
      directions: [
        { ...keptBody, deliveryDayTo: 6 },
        { ...removedBody, isDeleted: true },
      ],
    });
  }, 40_000);
});
