// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetFormDrafts, useFormDraft } from '../../../src/components/Form/useFormDraft.ts';
import { forgetPersisted, persisted } from '../../../src/lib/storage.ts';

/** Issue 17: a form's typed input survives a failure, a reload and a login, and is forgotten at logout. */
const empty = () => ({ plate: '', load: '' });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('useFormDraft', () => {
  it('keeps what is typed over a remount (a reload), until cleared', () => {
    const first = renderHook(() => useFormDraft('vehicle.add', empty));
    act(() => first.result.current[1]({ plate: '苏E12345', load: '30' }));
    first.unmount();
    const again = renderHook(() => useFormDraft('vehicle.add', empty));
    expect(again.result.current[0]).toEqual({ plate: '苏E12345', load: '30' });
    act(() => again.result.current[2]());
    again.unmount();
    expect(renderHook(() => useFormDraft('vehicle.add', empty)).result.current[0]).toEqual(empty());
  });

  it('drops a kept value of another shape, and each record keeps its own draft', () => {
    sessionStorage.setItem('buyerapp.form.vehicle.edit.v1', JSON.stringify({ plate: 42 }));
    expect(renderHook(() => useFormDraft('vehicle.edit.v1', empty)).result.current[0]).toEqual(empty());
    const v2 = renderHook(() => useFormDraft('vehicle.edit.v2', empty));
    act(() => v2.result.current[1]((form) => ({ ...form, load: '12' })));
    expect(JSON.parse(sessionStorage.getItem('buyerapp.form.vehicle.edit.v2')!)).toEqual({ plate: '', load: '12' });
  });

  it('forgets every draft at logout, and nothing else', () => {
    const draft = renderHook(() => useFormDraft('profile.nickname', () => ({ value: '' })));
    act(() => draft.result.current[1]({ value: '小王' }));
    draft.unmount();
    persisted<string>('buyerapp.orderCheckout').write('kept');
    forgetFormDrafts();
    expect(sessionStorage.getItem('buyerapp.form.profile.nickname')).toBeNull();
    expect(renderHook(() => useFormDraft('profile.nickname', () => ({ value: '' }))).result.current[0]).toEqual({ value: '' });
    expect(persisted<string>('buyerapp.orderCheckout').read()).toBe('kept');
    forgetPersisted('buyerapp.orderCheckout');
    expect(persisted<string>('buyerapp.orderCheckout').read()).toBeUndefined();
  });
});
