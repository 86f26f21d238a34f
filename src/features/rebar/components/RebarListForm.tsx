import { Button, SwipeAction } from 'antd-mobile';
import { get, type Path, type PathValue, useFieldArray } from 'react-hook-form';
import { useFormKit } from '@/components/Form';
import { money } from '@/components/Money';
import { StatusBlock } from '@/components/StatusBlock';
import { api } from '@/lib/api';
import { rebar } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { showToast } from '@/lib/ui';
import type { RebarEntry } from '@/domain';
import { listAmount, listProblems, REBAR_VALUE_BOUNDS, wireEntries } from '../entries';
import { handToGoodsPage, rebarFormDraft, type RebarSubject } from '../store';
import { type EntryPatch, RebarEntryRow, type Shapes } from './RebarEntryRow';

interface RebarList {
  entries: RebarEntry[];
}

interface RebarListFormProps {
  readonly subject: RebarSubject;
  /** The list the form starts from: the cart line's saved entries, or the goods' list handed over before. */
  readonly initial: readonly RebarEntry[];
  readonly shapes: Shapes;
  readonly price: string;
  /** Leaves the page once the list is saved or handed over. */
  readonly onDone: () => void;
}

/**
 * The rebar list as a form: the entries a field array of the form kit, every typed value checked by the
 * domain's quantity rule as it is typed (the message under its entry), the amount live. Done saves a cart
 * line's list to the cart, or hands a goods' list to the goods page; nothing while a value is wrong.
 */
export function RebarListForm({ subject, initial, shapes, price, onDone }: RebarListFormProps) {
  const t = useT();
  const { goodsId, cartResourceId } = subject;
  const kit = useFormKit<RebarList, unknown>({
    defaultValues: () => ({ entries: initial.map((entry) => ({ ...entry })) }),
    rules: {},
    // The list's own message first: it is said in a toast, the values' messages stand under their entries.
    check: ({ entries }) => {
      // The gateway takes at most rebar.maxEntries entries: a longer list (an old draft) is not sent.
      if (entries.length > rebar.maxEntries) return { entries: t('rebar.tooMany', { max: rebar.maxEntries }) };
      const problems = Object.entries(listProblems(entries));
      if (problems.length === 0) return {};
      const words = (problem: 'invalid' | 'max') => (problem === 'max' ? t('rebar.tooLarge', { max: REBAR_VALUE_BOUNDS.max }) : t('rebar.badValue'));
      return { entries: t('rebar.fixValues'), ...Object.fromEntries(problems.map(([name, problem]) => [name, words(problem)])) };
    },
    draft: rebarFormDraft(subject),
    submit: {
      write: ({ entries }) =>
        cartResourceId ? api.cart.saveRebarEntries({ cartResourceId, entries: wireEntries(entries) }) : Promise.resolve(handToGoodsPage(goodsId, entries)),
      invalidates: cartResourceId ? [['cart']] : [],
      message: (message) => t('rebar.saveFailed', { message }),
      onSuccess: () => {
        if (cartResourceId) showToast(t('rebar.saved'));
        onDone();
      },
    },
  });
  const { fields, append, remove } = useFieldArray({ control: kit.form.control, name: 'entries' });
  const entries = kit.values.entries ?? [];
  // Adding stops at the list's limit, said under the list.
  const full = fields.length >= rebar.maxEntries;
  // Checked as typed, the whole list at once: an entry removed takes its messages along, the others renumbered.
  const checkAll = () => void kit.form.trigger();
  const change = (index: number, patch: EntryPatch) => {
    for (const [field, value] of Object.entries(patch)) {
      const name = `entries.${index}.${field}` as Path<RebarList>;
      kit.form.setValue(name, value as PathValue<RebarList, Path<RebarList>>, { shouldDirty: true });
    }
    checkAll();
  };
  // The messages stand under flat names (`entries.0.option2Value`), which `get` reads as well as nested ones.
  const problemOf = (index: number) => (field: string) =>
    (get(kit.form.formState.errors, `entries.${index}.${field}`) as { message?: string } | undefined)?.message;

  return (
    <>
      <p className="rebar-price">
        {t('rebar.price', { price: money(price) })}
        {fields.length > 0 && <span className="rebar-hint">{t('rebar.swipeHint')}</span>}
      </p>
      {fields.length === 0 && <StatusBlock status="empty" title={t('rebar.empty')} />}
      <ol className="rebar-list">
        {fields.map((field, i) => (
          <li key={field.id} className="rebar-entry">
            <SwipeAction
              rightActions={[
                {
                  key: 'delete',
                  text: <span aria-label={t('rebar.deleteOf', { index: i + 1 })}>{t('rebar.delete')}</span>,
                  color: 'danger',
                  onClick: () => {
                    remove(i);
                    checkAll();
                  },
                },
              ]}
            >
              <RebarEntryRow
                index={i}
                entry={entries[i] ?? field}
                shapes={shapes}
                price={price}
                problemOf={problemOf(i)}
                onChange={(patch) => change(i, patch)}
              />
            </SwipeAction>
          </li>
        ))}
      </ol>
      {full && (
        <p className="rebar-limit" role="status">
          {fields.length > rebar.maxEntries ? t('rebar.tooMany', { max: rebar.maxEntries }) : t('rebar.full', { max: rebar.maxEntries })}
        </p>
      )}
      <div className="rebar-add">
        <Button
          block
          fill="outline"
          color="primary"
          disabled={full}
          onClick={() => {
            append({ listIndex: fields.length, option1Type: Number(shapes[0]?.value ?? 1), option2Value: '', option3Value: '', option4Value: '' });
            checkAll();
          }}
        >
          {t('rebar.add')}
        </Button>
      </div>
      <footer className="app-bottom-bar rebar-footer">
        <p className="rebar-footer__total" aria-live="polite">
          {t('rebar.total', { amount: money(listAmount(entries, price)) })}
        </p>
        <Button color="primary" size="small" loading={kit.write.pending} onClick={() => void kit.submit()}>
          {t('rebar.confirm')}
        </Button>
      </footer>
    </>
  );
}
