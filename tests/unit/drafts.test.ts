import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  clearDraft,
  fieldDraft,
  readDraft,
  reviveWithDates,
  useDraftForm,
  writeDraft,
  type DraftOptions,
} from '../../src/components/drafts';

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

interface Form {
  reason: string;
  count: number;
  day: Date | null;
  files: File[];
}

const initial: Form = { reason: '', count: 0, day: null, files: [] };
const withoutFiles = ({ files: _files, ...rest }: Form): Partial<Form> => rest;

const formDraft = (key: string | null, draft?: DraftOptions<Form>) =>
  renderHook(() => useDraftForm<Form>({ draftKey: key, defaultValues: initial, draft }));

/** A form of one text field, stored bare (the reason dialogs). */
const reasonDraft = (key: string | null, start = '') =>
  renderHook(() =>
    useDraftForm<{ reason: string }>({ draftKey: key, defaultValues: { reason: start }, draft: fieldDraft('reason') }),
  );

describe('useDraftForm', () => {
  it('keeps a one-field form in sessionStorage under draft:<key> as bare JSON', () => {
    const { result } = reasonDraft('orders:cancelation:7');
    act(() => result.current.setValue('reason', 'Нет на складе'));
    expect(result.current.getValues('reason')).toBe('Нет на складе');
    expect(sessionStorage.getItem('draft:orders:cancelation:7')).toBe('"Нет на складе"');
  });

  it('restores the values after a remount (a reload)', () => {
    const first = formDraft('orders:x:1');
    act(() => {
      first.result.current.setValue('reason', 'abc');
      first.result.current.setValue('count', 3);
    });
    first.unmount();
    const second = formDraft('orders:x:1');
    expect(second.result.current.getValues()).toEqual({ ...initial, reason: 'abc', count: 3 });
  });

  it('discardDraft forgets the stored value and resets to the default values', () => {
    const { result, unmount } = reasonDraft('orders:x:2', 'start');
    act(() => result.current.setValue('reason', 'typed'));
    act(() => result.current.discardDraft());
    expect(result.current.getValues('reason')).toBe('start');
    expect(sessionStorage.getItem('draft:orders:x:2')).toBeNull();
    unmount();
    expect(reasonDraft('orders:x:2', 'start').result.current.getValues('reason')).toBe('start');
  });

  it('the standalone clearDraft forgets a draft by key', () => {
    writeDraft('orders:x:3', 'typed');
    clearDraft('orders:x:3');
    expect(readDraft('orders:x:3', '')).toBe('');
    expect(() => clearDraft(null)).not.toThrow();
  });

  it('a null key stores nothing', () => {
    const { result } = reasonDraft(null);
    act(() => result.current.setValue('reason', 'typed'));
    expect(result.current.getValues('reason')).toBe('typed');
    expect(sessionStorage.length).toBe(0);
  });

  it('falls back to the default values for unparsable or shape-mismatched stored data', () => {
    sessionStorage.setItem('draft:bad:json', '{not json');
    expect(reasonDraft('bad:json', 'init').result.current.getValues('reason')).toBe('init');

    sessionStorage.setItem('draft:bad:kind', '42');
    expect(reasonDraft('bad:kind', 'init').result.current.getValues('reason')).toBe('init');

    sessionStorage.setItem('draft:bad:field', JSON.stringify({ reason: 5 }));
    expect(formDraft('bad:field').result.current.getValues()).toEqual(initial);

    sessionStorage.setItem('draft:bad:extra', JSON.stringify({ reason: 'a', unknown: 1 }));
    expect(formDraft('bad:extra').result.current.getValues()).toEqual(initial);

    sessionStorage.setItem('draft:bad:array', JSON.stringify(['a']));
    expect(formDraft('bad:array').result.current.getValues()).toEqual(initial);
  });

  it('Date values round-trip (stored as ISO, revived as Date)', () => {
    const day = new Date('2026-12-03T12:00:00.000Z');
    const first = formDraft('orders:prolongation:5');
    act(() => first.result.current.setValue('day', day));
    expect(sessionStorage.getItem('draft:orders:prolongation:5')).toContain('2026-12-03T12:00:00.000Z');
    first.unmount();
    const restored = formDraft('orders:prolongation:5').result.current.getValues('day');
    expect(restored).toBeInstanceOf(Date);
    expect(restored?.getTime()).toBe(day.getTime());
  });

  it('reviveWithDates rejects a date field that is not a Date', () => {
    const revive = reviveWithDates<Form>('day');
    sessionStorage.setItem('draft:dates', JSON.stringify({ day: '2026-12-03' }));
    expect(formDraft('dates', { revive }).result.current.getValues()).toEqual(initial);
    const day = new Date('2026-12-03T12:00:00.000Z');
    writeDraft<Form>('dates', { ...initial, day });
    expect(readDraft<Form>('dates', initial, { revive }).day?.getTime()).toBe(day.getTime());
  });

  it('the persist selector leaves out fields that cannot be stored (File)', () => {
    const file = new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' });
    const first = formDraft('orders:onWay:12', { persist: withoutFiles });
    act(() => {
      first.result.current.setValue('reason', 'kept');
      first.result.current.setValue('files', [file]);
    });
    expect(first.result.current.getValues('files')).toEqual([file]);
    expect(JSON.parse(sessionStorage.getItem('draft:orders:onWay:12') ?? '{}')).toEqual({
      reason: 'kept',
      count: 0,
      day: null,
    });
    first.unmount();
    const second = formDraft('orders:onWay:12', { persist: withoutFiles });
    expect(second.result.current.getValues()).toEqual({ ...initial, reason: 'kept' });
  });
});
