import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toast, ToastProvider, useToast, type ToastApi } from '../../../src/components/toast';

afterEach(() => {
  vi.useRealTimers();
});

function Trigger({ onReady }: { onReady(api: ToastApi): void }) {
  onReady(useToast());
  return null;
}

describe('Toast', () => {
  it('renders an alert of the given severity with an optional second line', () => {
    render(
      <Toast
        open
        severity="error"
        message="Что-то пошло не так!"
        description="Проверьте ваше интернет соединение"
        onClose={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Что-то пошло не так!');
    expect(alert.textContent).toContain('Проверьте ваше интернет соединение');
    expect(alert.className).toContain('colorError');
  });

  it('hides after 5 seconds by default and after the given duration otherwise', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(<Toast open message="Успешно!" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(4900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledTimes(1);

    const onShortClose = vi.fn();
    rerender(<Toast key="short" open message="Успешно!" autoHideDuration={2000} onClose={onShortClose} />);
    act(() => vi.advanceTimersByTime(2100));
    expect(onShortClose).toHaveBeenCalledTimes(1);
  });

  it('useToast shows a toast from anywhere under the provider', () => {
    let api: ToastApi | null = null;
    render(
      <ToastProvider>
        <Trigger onReady={(value) => (api = value)} />
      </ToastProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => api?.success('Пароль успешно изменен!'));
    expect(screen.getByRole('alert').textContent).toContain('Пароль успешно изменен!');
  });
});
