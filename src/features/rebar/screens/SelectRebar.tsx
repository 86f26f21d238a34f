import { Button, Input, Selector, SpinLoading, SwipeAction } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { StatusBlock } from '@/components/StatusBlock';
import { api, errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { isDoubleLengthType, type RebarEntry } from '@/domain';
import { badFields, entryAmount, entryProblem, listAmount, REBAR_VALUE_BOUNDS, wireEntries } from '../entries';
import { cartLineRebar, rebarOptions, rebarPriceOf } from '../queries';
import { addEntry, forgetEdits, hasBadValues, rebarStore, removeEntry, shownEntries, updateEntry, type RebarSubject } from '../store';
import '../components/rebar.css';

type Field = 'option2Value' | 'option3Value' | 'option4Value';
type Shapes = { label: string; value: string }[];

/** The price, the option lists and the saved entries the page shows: a cart line's, or a goods'. */
function useRebarData({ goodsId, cartResourceId }: RebarSubject, varietyId: string | undefined) {
  const cartLine = useQuery({ ...cartLineRebar(cartResourceId ?? ''), enabled: !!cartResourceId });
  const goodsPrice = useQuery({ ...rebarPriceOf(goodsId, varietyId), enabled: !cartResourceId && goodsId !== '' });
  const options = useQuery({ ...rebarOptions(goodsId), enabled: goodsId !== '' });
  const priced = cartResourceId ? cartLine : goodsPrice;
  const price = cartResourceId ? cartLine.data?.rebarPrice : goodsPrice.data?.rebarPrice;
  const failed = [priced, options].filter((q) => q.error !== null && q.data === undefined);
  return {
    price,
    saved: cartLine.data?.entries,
    options: options.data,
    ready: price !== undefined && options.data !== undefined,
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((q) => void q.refetch()),
  };
}

/**
 * /selectRebar: the rebar list of a goods being bought (`goodsId`, kept in this tab) or of a cart line
 * (`cartResourceId`, saved to the cart on Done). Each entry: shape, pieces, length(s); the amount follows
 * live from the rebar domain (§5). Swipe an entry left to delete it.
 */
export default function SelectRebar() {
  const t = useT();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const query = useRouteQuery('/selectRebar');
  const subject: RebarSubject = { goodsId: query.goodsId ?? '', cartResourceId: query.cartResourceId };
  const { cartResourceId } = subject;
  const data = useRebarData(subject, query.varietyId);
  const entries = shownEntries(useSnapshot(rebarStore), subject, data.saved);
  // A tap right after typing reads the store itself: the typing may not be rendered yet.
  const current = () => shownEntries(rebarStore, subject, data.saved);

  // Back to the cart or the goods page: the one before in the app, else (a link or a reload opened this page) that page itself.
  const back = () => goBack(cartResourceId ? href('/cart/cart') : href('/shoppingDetail', { goodsId: subject.goodsId }));
  const save = useWrite({
    write: (id: string) => api.cart.saveRebarEntries({ cartResourceId: id, entries: wireEntries(current()) }),
    invalidates: [['cart']],
    message: (message) => t('rebar.saveFailed', { message }),
    onSuccess: () => {
      forgetEdits();
      showToast(t('rebar.saved'));
      back();
    },
  });
  const done = () => {
    if (hasBadValues(current())) showToast(t('rebar.fixValues'));
    else if (cartResourceId) void save.run(cartResourceId);
    else back();
  };

  let body;
  // Opened by a link that names neither a goods nor a cart line: there is no rebar list to load.
  if (!subject.goodsId && !cartResourceId) {
    body = (
      <StatusBlock status="empty" title={t('rebar.noGoods')}>
        <Button color="primary" onClick={() => void navigate(href('/v2/search'), { replace: true })}>
          {t('rebar.findGoods')}
        </Button>
      </StatusBlock>
    );
  } else if (data.error !== null) {
    body = (
      <StatusBlock status="default" title={t('rebar.loadFailed')} description={errorText(data.error)}>
        <Button color="primary" onClick={data.retry}>
          {t('rebar.retry')}
        </Button>
      </StatusBlock>
    );
  } else if (!data.ready) {
    body = (
      <div className="rebar-loading">
        <SpinLoading color="primary" aria-label={t('common.loading')} />
      </div>
    );
  } else {
    const shapes = (data.options?.shapes ?? []).map((s) => ({ label: s.name, value: String(s.option1Type) }));
    body = <EntryList subject={subject} entries={entries} shapes={shapes} price={data.price ?? '0'} />;
  }

  return (
    <div className="rebar-page">
      <Header title={t('rebar.title')} />
      <main>{body}</main>
      {data.ready && (
        <footer className="app-bottom-bar rebar-footer">
          <p className="rebar-footer__total" aria-live="polite">
            {t('rebar.total', { amount: money(listAmount(entries, data.price ?? '0')) })}
          </p>
          <Button color="primary" size="small" loading={save.pending} onClick={done}>
            {t('rebar.confirm')}
          </Button>
        </footer>
      )}
    </div>
  );
}

/** The price, the entries (swipe one left to delete it) and the button adding one. */
function EntryList({ subject, entries, shapes, price }: { subject: RebarSubject; entries: RebarEntry[]; shapes: Shapes; price: string }) {
  const t = useT();
  return (
    <>
      <p className="rebar-price">
        {t('rebar.price', { price: money(price) })}
        {entries.length > 0 && <span className="rebar-hint">{t('rebar.swipeHint')}</span>}
      </p>
      {entries.length === 0 && <StatusBlock status="empty" title={t('rebar.empty')} />}
      <ol className="rebar-list">
        {entries.map((entry, i) => (
          <li key={i} className="rebar-entry">
            <SwipeAction
              rightActions={[
                {
                  key: 'delete',
                  text: <span aria-label={t('rebar.deleteOf', { index: i + 1 })}>{t('rebar.delete')}</span>,
                  color: 'danger',
                  onClick: () => removeEntry(subject, entries, i),
                },
              ]}
            >
              <EntryForm index={i} entry={entry} shapes={shapes} price={price} onChange={(patch) => updateEntry(subject, entries, i, patch)} />
            </SwipeAction>
          </li>
        ))}
      </ol>
      <div className="rebar-add">
        <Button block fill="outline" color="primary" onClick={() => addEntry(subject, entries, Number(shapes[0]?.value ?? 1))}>
          {t('rebar.add')}
        </Button>
      </div>
    </>
  );
}

function EntryForm({
  index,
  entry,
  shapes,
  price,
  onChange,
}: {
  index: number;
  entry: RebarEntry;
  shapes: Shapes;
  price: string;
  onChange: (patch: Partial<Pick<RebarEntry, 'option1Type' | Field>>) => void;
}) {
  const t = useT();
  const bad = new Set(badFields(entry));
  const problem = entryProblem(entry);
  const n = index + 1;
  const field = (name: Field, label: string, aria: string) => (
    <label className={bad.has(name) ? 'rebar-field rebar-field--bad' : 'rebar-field'}>
      <span className="rebar-field__label">{label}</span>
      <Input aria-label={aria} inputMode="decimal" value={entry[name] ?? ''} onChange={(value) => onChange({ [name]: value })} placeholder="0" />
    </label>
  );
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
        {field('option2Value', t('rebar.count'), t('rebar.countOf', { index: n }))}
        {field('option3Value', t('rebar.length'), t('rebar.lengthOf', { index: n }))}
        {isDoubleLengthType(entry.option1Type) && field('option4Value', t('rebar.length2'), t('rebar.length2Of', { index: n }))}
      </div>
      {problem !== null && (
        <p className="rebar-entry__error" role="alert">
          {problem === 'max' ? t('rebar.tooLarge', { max: REBAR_VALUE_BOUNDS.max }) : t('rebar.badValue')}
        </p>
      )}
    </div>
  );
}
