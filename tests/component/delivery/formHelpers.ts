import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

export const SLOW = { timeout: 8000 };

export const textbox = (scope: HTMLElement, label: RegExp): HTMLElement =>
  within(scope).getByRole('textbox', { name: label });

export const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(textbox(scope, label), { target: { value } });

/** A select (MUI Select): opens it and clicks the option. */
export async function choose(scope: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }, SLOW));
}

/** A multi-select (MUI Autocomplete): opens its list and clicks the option. */
export async function pick(scope: HTMLElement, label: RegExp, option: string) {
  const input = within(scope).getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }, SLOW));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

export const direction = (number: number) => screen.getByRole('group', { name: `Направление ${number}` });
