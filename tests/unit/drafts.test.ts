import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearDraft, readDraft, reviveWithDates, useDraft, writeDraft } from '../../src/components/drafts';

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

describe('useDraft', () => {
  it('keeps the value in sessionStorage under draft:<key> as JSON', () => {
    const { result } = renderHook(() => useDraft('orders:cancelation:7', ''));
    act(() => result.current[1]('Нет на складе'));
    expect(result.current[0]).toBe('Нет на складе');
    expect(sessionStorage.getItem('draft:orders:cancelation:7')).toBe('"Нет на складе"');
  });

  it('restores the value after a remount (a reload)', () => {
    const first = renderHook(() => useDraft<Form>('orders:x:1', initial));
    act(() => first.result.current[1]((v) => ({ ...v, reason: 'abc', count: 3 })));
    first.unmount();
    const second = renderHook(() => useDraft<Form>('orders:x:1', initial));
    expect(second.result.current[0]).toEqual({ ...initial, reason: 'abc', count: 3 });
  });

  it('clearDraft forgets the stored value and resets to initial', () => {
    const { result, unmount } = renderHook(() => useDraft('orders:x:2', 'start'));
    act(() => result.current[1]('typed'));
    act(() => result.current[2]());
    expect(result.current[0]).toBe('start');
    expect(sessionStorage.getItem('draft:orders:x:2')).toBeNull();
    unmount();
    expect(renderHook(() => useDraft('orders:x:2', 'start')).result.current[0]).toBe('start');
  });

  it('the standalone clearDraft forgets a draft by key', () => {
    writeDraft('orders:x:3', 'typed');
    clearDraft('orders:x:3');
    expect(readDraft('orders:x:3', '')).toBe('');
    expect(() => clearDraft(null)).not.toThrow();
  });

  it('a null key stores nothing', () => {
    const { result } = renderHook(() => useDraft<string>(null, ''));
    act(() => result.current[1]('typed'));
    expect(result.current[0]).toBe('typed');
    expect(sessionStorage.length).toBe(0);
  });

  it('falls back to initial for unparsable or shape-mismatched stored data', () => {
    sessionStorage.setItem('draft:bad:json', '{not json');
    expect(renderHook(() => useDraft('bad:json', 'init')).result.current[0]).toBe('init');

    sessionStorage.setItem('draft:bad:kind', '42');
    expect(renderHook(() => useDraft('bad:kind', 'init')).result.current[0]).toBe('init');

    sessionStorage.setItem('draft:bad:field', JSON.stringify({ reason: 5 }));
    expect(renderHook(() => useDraft<Form>('bad:field', initial)).result.current[0]).toBe(initial);

    sessionStorage.setItem('draft:bad:extra', JSON.stringify({ reason: 'a', unknown: 1 }));
    expect(renderHook(() => useDraft<Form>('bad:extra', initial)).result.current[0]).toBe(initial);

    sessionStorage.setItem('draft:bad:array', JSON.stringify(['a']));
    expect(renderHook(() => useDraft<Form>('bad:array', initial)).result.current[0]).toBe(initial);
  });

  it('Date values round-trip (stored as ISO, revived as Date)', () => {
    const day = new Date('2026-12-03T12:00:00.000Z');
    const first = renderHook(() => useDraft<Date | null>('orders:prolongation:5', null));
    act(() => first.result.current[1](day));
    expect(sessionStorage.getItem('draft:orders:prolongation:5')).toContain('2026-12-03T12:00:00.000Z');
    first.unmount();
    const restored = renderHook(() => useDraft<Date | null>('orders:prolongation:5', null)).result.current[0];
    expect(restored).toBeInstanceOf(Date);
    expect(restored?.getTime()).toBe(day.getTime());
  });

  it('reviveWithDates rejects a date field that is not a Date', () => {
    const revive = reviveWithDates<Form>('day');
    sessionStorage.setItem('draft:dates', JSON.stringify({ day: '2026-12-03' }));
    expect(renderHook(() => useDraft<Form>('dates', initial, { revive })).result.current[0]).toBe(initial);
    const day = new Date('2026-12-03T12:00:00.000Z');
    writeDraft<Form>('dates', { ...initial, day });
    expect(readDraft<Form>('dates', initial, { revive }).day?.getTime()).toBe(day.getTime());
  });

  it('the persist selector leaves out fields that cannot be stored (File)', () => {
    const file = new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' });
    const first = renderHook(() => useDraft<Form>('orders:onWay:12', initial, { persist: withoutFiles }));
    act(() => first.result.current[1]((v) => ({ ...v, reason: 'kept', files: [file] })));
    expect(first.result.current[0].files).toEqual([file]);
    expect(JSON.parse(sessionStorage.getItem('draft:orders:onWay:12') ?? '{}')).toEqual({
      reason: 'kept',
      count: 0,
      day: null,
    });
    first.unmount();
    const second = renderHook(() => useDraft<Form>('orders:onWay:12', initial, { persist: withoutFiles }));
    expect(second.result.current[0]).toEqual({ ...initial, reason: 'kept' });
  });
});
