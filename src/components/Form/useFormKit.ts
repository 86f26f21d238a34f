import { useEffect, useMemo, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, type PathValue, type Resolver, useForm, useWatch } from 'react-hook-form';
import { type Href, useNavigate } from '@/lib/navigation';
import { forgetPersisted, persisted, shapedLike } from '@/lib/storage';
import { showToast } from '@/lib/ui';
import { useWrite, type Write, type WriteOptions } from '@/lib/write';
import { type FieldMessages, fieldMessage, type FieldRule } from './fieldRules';

/** Where the kit keeps drafts: `forgetFormDrafts` forgets them all at a logout. */
export const FORM_DRAFT_PREFIX = 'buyerapp.form.';

/**
 * Forgets every form draft of this tab: the buyer logged out or cancelled the account, and what they typed
 * is not for whoever uses the device next. (A login that expired keeps them: the same buyer logs in again
 * to finish; a login as another buyer forgets them, src/lib/session keepTabFor.)
 */
export function forgetFormDrafts(): void {
  forgetPersisted(FORM_DRAFT_PREFIX);
}

type Fields<T> = { readonly [K in keyof T]?: FieldRule };
type Messages<T> = { readonly [K in keyof T]?: FieldMessages };
type Problems<T> = { readonly [K in keyof T]?: string | null | undefined };

export interface FormKitOptions<T extends FieldValues, D> {
  /** The empty form (or the record being edited); also the shape a kept draft must have. */
  readonly defaultValues: () => T;
  /** The rules of the fields the form sends: the generated rules of its call (`shipAddFields`), by form field. */
  readonly rules: Fields<T>;
  /** The form's own words for a field's problems, where the generic ones would say less. */
  readonly messages?: Messages<T>;
  /** Cleans what was typed before it is checked and sent (trimmed, upper-cased…). */
  readonly normalize?: (values: T) => T;
  /** What the spec's rules cannot say (one field against another, a balance): the buyer's words by field. */
  readonly check?: (values: T) => Problems<T>;
  /**
   * Keeps what was typed in this tab under this name until it has been sent: a failed write, a reload and a
   * login in between lose nothing. Secrets (passwords, codes) are never kept: name them in `secret`.
   */
  readonly draft?: string;
  readonly secret?: readonly (keyof T & string)[];
  /** The write the form sends (src/lib/write.ts): its key, pending state, failure and cache updates. */
  readonly submit: WriteOptions<T, D>;
  /** Once sent: what the toast says, and the page the buyer goes on to (in place of the form's, in history). */
  readonly done?: { readonly toast: string; readonly to: Href };
}

/** What a text field of the kit takes: spread into `TextField` (`<TextField label=… {...kit.text('shipName')} />`). */
export interface KitTextProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly required: boolean;
}

export interface FormKit<T extends FieldValues, D> {
  /** The react-hook-form instance, for what the kit does not wrap (a picker setting several fields). */
  readonly form: ReturnType<typeof useForm<T>>;
  /** The current values. */
  readonly values: T;
  /** A field's problem in the buyer's words, once the form was submitted. */
  readonly errorOf: (name: keyof T & string) => string | undefined;
  readonly set: <N extends Path<T>>(name: N, value: PathValue<T, N>) => void;
  readonly text: (name: keyof T & string) => KitTextProps;
  /** Checks every field, brings the first problem into view, and sends the write when all pass. */
  readonly submit: () => Promise<void>;
  readonly write: Write<T, D>;
  /** Forgets the kept draft (the buyer left the form on purpose). */
  readonly clearDraft: () => void;
}

function resolverOf<T extends FieldValues>(options: Pick<FormKitOptions<T, unknown>, 'rules' | 'messages' | 'normalize' | 'check'>): Resolver<T> {
  return (raw) => {
    const values = options.normalize ? options.normalize(raw) : raw;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, rule] of Object.entries(options.rules) as [keyof T & string, FieldRule | undefined][]) {
      const message = rule ? fieldMessage(rule, values[name], options.messages?.[name]) : null;
      if (message) errors[name] = { type: 'rule', message };
    }
    for (const [name, message] of Object.entries(options.check?.(values) ?? {})) {
      if (message && !errors[name]) errors[name] = { type: 'check', message: message as string };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as unknown as FieldErrors<T> } : { values, errors: {} };
  };
}

/**
 * The one form kit: react-hook-form with the field rules of the call the form sends (generated from the
 * spec, the gateway's own), the messages under the fields, a draft kept over a failure, a reload and a
 * re-login, and the submit through the mutation helper. Nothing is sent while a field is wrong.
 * @example
 * const kit = useFormKit({ defaultValues: () => ({ shipName: '' }), rules: { shipName: shipAddFields.shipName },
 *   submit: { write: (values) => api.ship.add(values), invalidates: [callKey('ship.list')] } });
 * <TextField label={t('ship.add.shipName')} {...kit.text('shipName')} />  <Button onClick={() => void kit.submit()} />
 */
export function useFormKit<T extends FieldValues, D = unknown>(options: FormKitOptions<T, D>): FormKit<T, D> {
  const latest = useRef(options);
  latest.current = options;
  const navigate = useNavigate();
  const { draft, defaultValues } = options;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the form's shape does not change with renders
  const stored = useMemo(() => (draft ? persisted<Partial<T>>(`${FORM_DRAFT_PREFIX}${draft}`, { accept: shapedLike(defaultValues) }) : undefined), [draft]);
  const resolver = useMemo<Resolver<T>>(() => (values, context, resolve) => resolverOf(latest.current)(values, context, resolve), []);
  const [initial] = useState(() => ({ ...defaultValues(), ...stored?.read() }) as DefaultValues<T>);
  const form = useForm<T>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as T;
  const sent = useRef(false);
  // Kept from the first change on: a form only opened and left keeps no copy that could hide later changes
  // of what it was opened with.
  const changed = useRef(false);
  useEffect(() => {
    if (!stored || sent.current) return;
    if (!changed.current && JSON.stringify(values) === JSON.stringify(initial)) return;
    changed.current = true;
    const secret = new Set<string>(latest.current.secret ?? []);
    stored.write(Object.fromEntries(Object.entries(values).filter(([name]) => !secret.has(name))) as Partial<T>);
  }, [stored, values, initial]);

  const write = useWrite<T, D>({
    ...options.submit,
    onSuccess: (data, sentValues) => {
      sent.current = true;
      stored?.write(undefined);
      const { done } = latest.current;
      if (done) {
        showToast(done.toast);
        void navigate(done.to, { replace: true });
      }
      return latest.current.submit.onSuccess?.(data, sentValues);
    },
  });
  const { errors, isSubmitted } = form.formState;
  const errorOf = (name: keyof T & string) => (errors[name]?.message as string | undefined) ?? undefined;
  const set = <N extends Path<T>>(name: N, value: PathValue<T, N>) => {
    sent.current = false;
    form.setValue(name, value, { shouldValidate: isSubmitted, shouldDirty: true });
  };
  const submit = form.handleSubmit(
    async (checked) => {
      await write.run(checked);
    },
    (found) => {
      const first = Object.values(found).find((error) => error?.message)?.message;
      if (typeof first !== 'string') return;
      // Once the messages are on screen: the first is brought into view where its field shows it, else
      // (a rule of no single field) said in a toast — never both, one message is read out once.
      setTimeout(() => {
        const shown = [...document.querySelectorAll('.app-field-error')].find((element) => element.textContent === first);
        if (shown) shown.scrollIntoView?.({ block: 'center' });
        else showToast(first);
      }, 0);
    },
  );
  return {
    form,
    values,
    errorOf,
    set,
    text: (name) => ({
      id: `field-${name}`,
      value: String(values[name] ?? ''),
      onChange: (value: string) => set(name as Path<T>, value as PathValue<T, Path<T>>),
      error: errorOf(name),
      required: options.rules[name]?.required ?? false,
    }),
    submit: () => submit(),
    write,
    clearDraft: () => stored?.write(undefined),
  };
}
