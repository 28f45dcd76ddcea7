import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Checkbox, createTheme, ThemeProvider } from '@mui/material';
import { shellTheme } from '../../../src/layout/theme';

describe('a checkbox of the shell theme', () => {
  it('names its input with the aria-label it is given, not the span around it', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(shellTheme)}>
        <Checkbox aria-label="Выбрать эту запись" />
      </ThemeProvider>,
    );
    const input = screen.getByRole('checkbox', { name: 'Выбрать эту запись' });
    expect(input.tagName).toBe('INPUT');
    expect(container.querySelectorAll('[aria-label]')).toHaveLength(1);
  });

  it('keeps a label given to the input itself', () => {
    render(
      <ThemeProvider theme={createTheme(shellTheme)}>
        <Checkbox slotProps={{ input: { 'aria-label': 'Выбрать все' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Выбрать все' }).tagName).toBe('INPUT');
  });
});
