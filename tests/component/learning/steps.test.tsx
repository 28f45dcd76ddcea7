import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LearningStep } from '../../../contract';
import { renderShell, stubApi } from '../shell/shellHarness';

/** /learning/steps (docs/contract/learning.md) through the whole stack. */

const SLOW = { timeout: 15_000 };

const steps: LearningStep[] = [
  { key: 'requisites', done: true },
  { key: 'storeProfile', done: false },
  { key: 'firstProduct', done: true, doneAt: '2026-03-10T09:00:00.000Z' },
  { key: 'deliveryTemplate', done: false },
  { key: 'firstOrder', done: false },
  { key: 'firstShipped', done: false },
  { key: 'firstReview', done: false },
  { key: 'promotion', done: false },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('learning steps', { timeout: 40_000 }, () => {
  it('GETs the steps once, shows the progress, the ticks and each step’s link, open steps first', async () => {
    const calls = stubApi({ 'Analytics/GetLearningSteps': { steps } });
    renderShell('/learning/steps');
    const section = await screen.findByRole('region', { name: 'Шаги к успеху' }, SLOW);
    expect(within(section).getByTestId('learning-progress').textContent).toBe('2 из 8');

    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'learning-step-storeProfile',
      'learning-step-deliveryTemplate',
      'learning-step-firstOrder',
      'learning-step-firstShipped',
      'learning-step-firstReview',
      'learning-step-promotion',
      'learning-step-requisites',
      'learning-step-firstProduct',
    ]);
    const product = within(section).getByRole('listitem', { name: 'Первый товар опубликован' });
    expect(within(product).getByRole('img', { name: 'Выполнено' })).toBeTruthy();
    expect(within(product).getByText('Выполнено 10.03.2026')).toBeTruthy();
    expect(within(product).getByRole('link', { name: 'Добавить товар' }).getAttribute('href')).toBe(
      '/products/add',
    );
    const template = within(section).getByRole('listitem', { name: 'Шаблон доставки создан' });
    expect(within(template).getByRole('img', { name: 'Не выполнено' })).toBeTruthy();
    expect(within(template).getByRole('link', { name: 'Создать шаблон' }).getAttribute('href')).toBe(
      '/shared/delivery/add',
    );

    const mine = calls.filter((call) => call.url.pathname === '/seller/api/Analytics/GetLearningSteps');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.method).toBe('GET');
    expect(mine[0]?.url.search).toBe('');
  });

  it('the seller guide opens an article', async () => {
    stubApi({ 'Analytics/GetLearningSteps': { steps } });
    renderShell('/learning/steps');
    const guide = await screen.findByRole('region', { name: 'Статьи руководства' }, SLOW);
    const article = within(guide).getByRole('button', { name: 'Споры и возвраты' });
    expect(article.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(article);
    expect(article.getAttribute('aria-expanded')).toBe('true');
    expect(within(guide).getByText(/Ответьте в течение трёх дней/)).toBeTruthy();
  });

  it('a server without GetLearningSteps (refused): every step as a link, no ticks, no progress, the guide; no error page', async () => {
    stubApi({});
    const shell = renderShell('/learning/steps');
    const section = await screen.findByRole('region', { name: 'Шаги к успеху' }, SLOW);
    expect(within(section).getByText(/С этих шагов магазин начинает продавать/)).toBeTruthy();
    expect(within(section).queryByTestId('learning-progress')).toBeNull();
    expect(within(section).queryByRole('progressbar')).toBeNull();
    expect(within(section).queryByRole('img', { name: 'Выполнено' })).toBeNull();
    expect(within(section).queryByRole('img', { name: 'Не выполнено' })).toBeNull();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'learning-step-requisites',
      'learning-step-storeProfile',
      'learning-step-firstProduct',
      'learning-step-deliveryTemplate',
      'learning-step-firstOrder',
      'learning-step-firstShipped',
      'learning-step-firstReview',
      'learning-step-promotion',
    ]);
    const product = within(section).getByRole('listitem', { name: 'Первый товар опубликован' });
    expect(within(product).getByRole('link', { name: 'Добавить товар' }).getAttribute('href')).toBe(
      '/products/add',
    );
    expect(await screen.findByRole('region', { name: 'Статьи руководства' })).toBeTruthy();
    expect(shell.location()).toBe('/learning/steps');
  });

  it('a reply without steps, or with steps the client does not know, lists the steps unticked too', async () => {
    stubApi({ 'Analytics/GetLearningSteps': { steps: [{ key: 'somethingNew', done: true }, null, 'x'] } });
    renderShell('/learning/steps');
    const section = await screen.findByRole('region', { name: 'Шаги к успеху' }, SLOW);
    expect(within(section).getAllByRole('listitem')).toHaveLength(8);
    expect(within(section).queryByTestId('learning-progress')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|null|%\{/);
  });
});
