import { describe, expect, it } from 'vitest';
import { Suspense, lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { syncLazy } from '../../src/syncLazy';

const Page = () => <p>страница</p>;
const load = () => Promise.resolve({ default: Page });

describe('syncLazy', () => {
  it('renders a preloaded page in the first commit, without the fallback', async () => {
    const Lazy = syncLazy(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>загрузка</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('страница')).toBeTruthy();
    expect(screen.queryByText('загрузка')).toBeNull();
  });

  it('a plain lazy page shows the fallback first, even with its module loaded', async () => {
    const Plain = lazy(load);
    await load();
    render(
      <Suspense fallback={<p>загрузка</p>}>
        <Plain />
      </Suspense>,
    );
    expect(screen.getByText('загрузка')).toBeTruthy();
    await act(async () => undefined);
    expect(await screen.findByText('страница')).toBeTruthy();
  });

  it('loads on demand when not preloaded, once', async () => {
    let calls = 0;
    const Lazy = syncLazy(() => {
      calls += 1;
      return load();
    });
    render(
      <Suspense fallback={<p>загрузка</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('страница')).toBeTruthy();
    await Lazy.preload();
    expect(calls).toBe(1);
  });
});
