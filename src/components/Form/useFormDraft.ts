import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { forgetPersisted, persisted, shapedLike } from '@/lib/storage';

const PREFIX = 'buyerapp.form.';

/**
 * A form's typed input kept in this tab's storage until it has been sent (issue 17): a failed write, a
 * reload, the webview killed and reopened, or a login in between lose nothing the buyer typed. Only what
 * a buyer would retype goes in — never a secret (passwords, pay passwords, SMS codes), which stay in the
 * screen's own state. `clear` forgets the draft once the write succeeded.
 *
 * @param key the form, e.g. `vehicle.add` or `vehicle.edit.<id>` (a form per record keeps one draft per record)
 * @param initial the empty form (or the record's values), used when nothing was kept; also the shape a kept value must have
 * @example const [form, setForm, clearDraft] = useFormDraft('vehicle.add', emptyVehicle);
 */
export function useFormDraft<T extends object>(key: string, initial: () => T): [T, (next: T | ((current: T) => T)) => void, () => void] {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the form's shape does not change with renders
  const stored = useMemo(() => persisted<Partial<T>>(`${PREFIX}${key}`, { accept: shapedLike(initial) }), [key]);
  const [value, setValue] = useState<T>(() => ({ ...initial(), ...stored.read() }));
  // Once cleared, the draft is not written again until the buyer types (the screen may still render after its success).
  const cleared = useRef(false);
  useEffect(() => {
    if (!cleared.current) stored.write(value);
  }, [stored, value]);
  const set = useCallback((next: T | ((current: T) => T)) => {
    cleared.current = false;
    setValue(next);
  }, []);
  const clear = useCallback(() => {
    cleared.current = true;
    stored.write(undefined);
  }, [stored]);
  return [value, set, clear];
}

/**
 * Forgets every form draft of this tab: the buyer logged out or cancelled the account, and what they typed
 * is not for whoever uses the device next. (A login that expired keeps them: the same buyer logs in again
 * to finish; a login as another buyer forgets them, src/lib/session keepTabFor.)
 */
export function forgetFormDrafts(): void {
  forgetPersisted(PREFIX);
}
