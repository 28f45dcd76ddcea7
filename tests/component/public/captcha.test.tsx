import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle } from 'react';
import { Captcha, LOCAL_CAPTCHA_TOKEN } from '../../../src/components/captcha';

const recaptcha = vi.hoisted(() => ({
  reset: vi.fn(),
  props: null as null | { sitekey: string; onChange(token: string | null): void; onExpired(): void },
}));

vi.mock('react-google-recaptcha', () => ({
  default: forwardRef(function FakeReCAPTCHA(
    props: { sitekey: string; onChange(token: string | null): void; onExpired(): void },
    ref,
  ) {
    recaptcha.props = props;
    useImperativeHandle(ref, () => ({ reset: recaptcha.reset }));
    return <div data-testid="recaptcha" />;
  }),
}));

describe('Captcha', () => {
  it('local: the Я не робот checkbox gives a token, takes it back, and resets with resetKey', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Captcha provider="local" onChange={onChange} resetKey={0} />);
    const box = screen.getByRole('checkbox', { name: 'Я не робот' });
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(LOCAL_CAPTCHA_TOKEN);
    expect(LOCAL_CAPTCHA_TOKEN).toBe('local-captcha');
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(box);
    expect(screen.getByRole('checkbox', { name: 'Я не робот' })).toHaveProperty('checked', true);
    rerender(<Captcha provider="local" onChange={onChange} resetKey={1} />);
    expect(screen.getByRole('checkbox', { name: 'Я не робот' })).toHaveProperty('checked', false);
  });

  it('is the local provider by default (VITE_CAPTCHA unset)', () => {
    render(<Captcha onChange={() => {}} resetKey={0} />);
    expect(screen.getByRole('checkbox', { name: 'Я не робот' })).toBeTruthy();
    expect(screen.queryByTestId('recaptcha')).toBeNull();
  });

  it('google: loads the widget lazily, forwards tokens and expiry, and resets it with resetKey', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Captcha provider="google" onChange={onChange} resetKey={0} />);
    expect(await screen.findByTestId('recaptcha')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Я не робот' })).toBeNull();
    act(() => recaptcha.props?.onChange('g-token'));
    expect(onChange).toHaveBeenLastCalledWith('g-token');
    act(() => recaptcha.props?.onExpired());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(recaptcha.reset).not.toHaveBeenCalled();
    rerender(<Captcha provider="google" onChange={onChange} resetKey={1} />);
    expect(recaptcha.reset).toHaveBeenCalledTimes(1);
  });
});
