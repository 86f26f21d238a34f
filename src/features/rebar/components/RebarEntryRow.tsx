import { Input, Selector } from 'antd-mobile';
import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { isDoubleLengthType, type RebarEntry } from '@/domain';
import { entryAmount, type OptionField } from '../entries';

export type Shapes = { label: string; value: string }[];
export type EntryPatch = Partial<Pick<RebarEntry, 'option1Type' | OptionField>>;

interface RebarEntryRowProps {
  readonly index: number;
  readonly entry: RebarEntry;
  readonly shapes: Shapes;
  readonly price: string;
  /** The problem of each wrongly typed value of the entry, in the buyer's words. */
  readonly problemOf: (field: OptionField) => string | undefined;
  readonly onChange: (patch: EntryPatch) => void;
}

/** One entry of the list: its shape, pieces and length(s), its amount, and what is wrong with what was typed. */
export function RebarEntryRow({ index, entry, shapes, price, problemOf, onChange }: RebarEntryRowProps) {
  const t = useT();
  const n = index + 1;
  const fields: [OptionField, string, string][] = [
    ['option2Value', t('rebar.count'), t('rebar.countOf', { index: n })],
    ['option3Value', t('rebar.length'), t('rebar.lengthOf', { index: n })],
  ];
  if (isDoubleLengthType(entry.option1Type)) fields.push(['option4Value', t('rebar.length2'), t('rebar.length2Of', { index: n })]);
  // One line per kind of problem under the entry: its narrow columns leave no room for a message under each value.
  const problems = [...new Set(fields.map(([name]) => problemOf(name)).filter((problem) => problem !== undefined))];
  return (
    <div className="rebar-entry__body">
      <div className="rebar-entry__head">
        <strong>{t('rebar.entry', { index: n })}</strong>
        <span className="rebar-entry__amount">{t('rebar.entryAmount', { amount: money(entryAmount(entry, price)) })}</span>
      </div>
      <Selector
        aria-label={t('rebar.shapeOf', { index: n })}
        columns={4}
        options={shapes}
        value={[String(entry.option1Type)]}
        onChange={(value) => {
          const next = value[0];
          if (next !== undefined) onChange({ option1Type: Number(next) });
        }}
      />
      <div className="rebar-entry__fields">
        {fields.map(([name, label, aria]) => (
          <label key={name} className={problemOf(name) ? 'rebar-field rebar-field--bad' : 'rebar-field'}>
            <span className="rebar-field__label">{label}</span>
            <Input aria-label={aria} inputMode="decimal" value={entry[name] ?? ''} onChange={(value) => onChange({ [name]: value })} placeholder="0" />
          </label>
        ))}
      </div>
      {problems.length > 0 && (
        <p className="rebar-entry__error" role="alert">
          {problems.map((problem) => (
            <span key={problem}>{problem}</span>
          ))}
        </p>
      )}
    </div>
  );
}
