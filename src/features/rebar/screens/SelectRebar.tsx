import { Button, Input, Selector, SpinLoading, SwipeAction } from 'antd-mobile';
import { useEffect } from 'react';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useClickGuard } from '@/components/ClickGuard';
import { useT } from '@/lib/i18n';
import { formatMoney, isDoubleLengthType, type RebarEntry } from '@/domain';
import { showErrorBanner, showToast } from '@/lib/ui';
import { badFields, entryAmount, entryProblem, listAmount, REBAR_VALUE_BOUNDS } from '../entries';
import { addEntry, hasBadValues, loadRebar, rebarStore, removeEntry, saveToCart, updateEntry } from '../store';
import '../components/rebar.css';
import { StatusBlock } from '@/components/StatusBlock';

type Field = 'option2Value' | 'option3Value' | 'option4Value';

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
  const goodsId = query.goodsId ?? '';
  const { cartResourceId, varietyId } = query;
  const snap = useSnapshot(rebarStore);
  const { guard } = useClickGuard();

  // Opened by a link that names neither a goods nor a cart line: there is no rebar list to load.
  const noGoods = !goodsId && !cartResourceId;
  useEffect(() => {
    if (!noGoods) void loadRebar({ goodsId, cartResourceId, varietyId });
  }, [goodsId, cartResourceId, varietyId, noGoods]);

  // Back to the cart or the goods page: the one before in the app, else (a link or a reload opened this page) that page itself.
  const back = () => goBack(cartResourceId ? href('/cart/cart') : href('/shoppingDetail', { goodsId }));

  const done = async () => {
    if (hasBadValues()) {
      showToast(t('rebar.fixValues'));
      return;
    }
    if (cartResourceId) {
      try {
        await saveToCart();
        showToast(t('rebar.saved'));
      } catch (error) {
        showErrorBanner(t('rebar.saveFailed', { message: error instanceof Error ? error.message : String(error) }));
        return;
      }
    }
    back();
  };

  const entries = snap.entries as readonly RebarEntry[];
  let body;
  if (noGoods) {
    body = (
      <StatusBlock status="empty" title={t('rebar.noGoods')}>
        <Button color="primary" onClick={() => void navigate(href('/v2/search'), { replace: true })}>
          {t('rebar.findGoods')}
        </Button>
      </StatusBlock>
    );
  } else if (snap.status === 'error') {
    body = (
      <StatusBlock status="default" title={t('rebar.loadFailed')} description={snap.error}>
        <Button color="primary" onClick={() => void loadRebar({ goodsId, cartResourceId, varietyId })}>
          {t('rebar.retry')}
        </Button>
      </StatusBlock>
    );
  } else if (snap.status !== 'ready') {
    body = (
      <div className="rebar-loading">
        <SpinLoading color="primary" aria-label={t('common.loading')} />
      </div>
    );
  } else {
    const shapes = (snap.options?.shapes ?? []).map((s) => ({ label: s.name, value: String(s.option1Type) }));
    body = (
      <>
        <p className="rebar-price">
          {t('rebar.price', { price: formatMoney(snap.rebarPrice) })}
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
                    onClick: () => removeEntry(i),
                  },
                ]}
              >
                <EntryForm index={i} entry={entry} shapes={shapes} price={snap.rebarPrice} />
              </SwipeAction>
            </li>
          ))}
        </ol>
        <div className="rebar-add">
          <Button block fill="outline" color="primary" onClick={addEntry}>
            {t('rebar.add')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="rebar-page">
      <Header title={t('rebar.title')} />
      <main>{body}</main>
      {snap.status === 'ready' && (
        <footer className="app-bottom-bar rebar-footer">
          <p className="rebar-footer__total" aria-live="polite">
            {t('rebar.total', { amount: listAmount(entries, snap.rebarPrice) })}
          </p>
          <Button color="primary" size="small" loading={snap.saving} onClick={guard(done)}>
            {t('rebar.confirm')}
          </Button>
        </footer>
      )}
    </div>
  );
}

function EntryForm({ index, entry, shapes, price }: { index: number; entry: RebarEntry; shapes: { label: string; value: string }[]; price: string }) {
  const t = useT();
  const bad = new Set(badFields(entry));
  const problem = entryProblem(entry);
  const n = index + 1;
  const field = (name: Field, label: string, aria: string) => (
    <label className={bad.has(name) ? 'rebar-field rebar-field--bad' : 'rebar-field'}>
      <span className="rebar-field__label">{label}</span>
      <Input aria-label={aria} inputMode="decimal" value={entry[name] ?? ''} onChange={(value) => updateEntry(index, { [name]: value })} placeholder="0" />
    </label>
  );
  return (
    <div className="rebar-entry__body">
      <div className="rebar-entry__head">
        <strong>{t('rebar.entry', { index: n })}</strong>
        <span className="rebar-entry__amount">{t('rebar.entryAmount', { amount: entryAmount(entry, price) })}</span>
      </div>
      <Selector
        aria-label={t('rebar.shapeOf', { index: n })}
        columns={4}
        options={shapes}
        value={[String(entry.option1Type)]}
        onChange={(value) => {
          const next = value[0];
          if (next !== undefined) updateEntry(index, { option1Type: Number(next) });
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
