import { Button, Image } from 'antd-mobile';
import { useState } from 'react';
import { AddonGroups } from '@/components/AddonGroups';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { StatusBlock } from '@/components/StatusBlock';
import { addonTotal, chooseAddon, formatMoney, lineMoney, type AddonChoice } from '@/domain';
import { errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { choiceChanged, lineChoice, loadLineAddons, saveLineAddons, type CartLine } from '../lineAddons';
import '../components/addPriceItems.css';

/**
 * /cart/addPriceItems?cartResourceId: the extra-charge items (add-ons) of a line of the buyer's cart — the
 * line's goods, its add-ons now with their prices and the extra per unit (addUnitPrice), and the goods'
 * add-on groups to change them, with the domain's choice rules (one per group; the mixer → pumping method →
 * supporting item chain). Save sends the choice (cart.updateAddons) and goes back to the cart. A line that
 * is not in the buyer's cart is said so.
 */
export default function CartAddPriceItems() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { cartResourceId } = useRouteQuery('/cart/addPriceItems');
  const title = useRouteTitle('/cart/addPriceItems');
  const loaded = useServerData((signal) => loadLineAddons(cartResourceId, signal), [cartResourceId]);
  // The buyer's changes; null until the first tap (the line's own add-ons show until then).
  const [picked, setPicked] = useState<AddonChoice | null>(null);
  const [saving, setSaving] = useState(false);

  const data = loaded.data;
  let body;
  let footer = null;
  if (loaded.error) {
    body = <ErrorState title={t('cart.addPrice.loadFailed')} detail={errorText(loaded.error)} onRetry={loaded.reload} retryLabel={t('cart.retry')} />;
  } else if (loaded.loading || data === undefined) {
    body = <LoadingState />;
  } else if (data === null) {
    body = (
      <StatusBlock status="default" title={t('cart.addPrice.missing')} description={t('cart.addPrice.missingHint')}>
        <Button color="primary" onClick={() => navigate(href('/cart/cart'))}>
          {t('cart.addPrice.toCart')}
        </Button>
      </StatusBlock>
    );
  } else {
    const { line } = data;
    const choice = picked ?? lineChoice(data);
    const unitExtra = addonTotal(choice);
    const changed = choiceChanged(line, choice);
    const save = async () => {
      setSaving(true);
      try {
        const saved = await saveLineAddons(line.cartResourceId, choice);
        loaded.setData({ ...data, line: saved });
        setPicked(null);
        showToast(t('cart.addPrice.saved'));
        goBack(href('/cart/cart'));
      } catch (error) {
        showErrorBanner(t('cart.failed', { message: errorText(error) }));
      } finally {
        setSaving(false);
      }
    };
    body = (
      <>
        <LineSummary line={line} />
        <section className="api-choose" aria-labelledby="api-choose">
          <h2 id="api-choose" className="api-choose-title">
            {t('cart.addPrice.choose')}
          </h2>
          <AddonGroups choice={choice} headingLevel={3} onChoose={(group, id) => setPicked(chooseAddon(choice, group, id))} />
        </section>
      </>
    );
    footer = (
      <footer className="app-bottom-bar api-footer">
        <div className="api-footer__summary" aria-live="polite">
          <p className="api-footer__extra" data-testid="add-price-unit-extra">
            {t('cart.addPrice.unitExtra', { price: formatMoney(unitExtra), unit: line.unit })}
          </p>
          <p className="api-footer__note">{t('cart.addPrice.lineExtra', { amount: lineMoney(line.quantity, unitExtra) })}</p>
          {choice.isBengsong && <p className="api-footer__note">{t('cart.addPrice.pumpingExcluded')}</p>}
        </div>
        <Button color="primary" shape="rounded" disabled={!changed || saving} loading={saving} onClick={() => void save()}>
          {t('cart.addPrice.save')}
        </Button>
      </footer>
    );
  }

  return (
    <div className="api-page app-hit-inputs">
      <Header title={title} />
      <main>{body}</main>
      {footer}
    </div>
  );
}

/** The line's goods and the add-ons it has now, priced, with the extra per unit (addUnitPrice). */
function LineSummary({ line }: { line: CartLine }) {
  const t = useT();
  return (
    <>
      <div className="api-goods">
        <Image src={line.image} width={64} height={64} fit="cover" alt="" />
        <div className="api-goods__info">
          <p className="api-goods__name">
            {line.goodsName} {line.varietyName}
          </p>
          {line.selectInfos.length > 0 && (
            <p className="api-goods__meta">
              {line.selectInfos.map((s) => t('cart.condition', { attribute: s.attributeName, value: s.attributeValue })).join('  ')}
            </p>
          )}
          <p className="api-goods__meta">{t('cart.addPrice.quantity', { price: formatMoney(line.unitPrice), unit: line.unit, quantity: line.quantity })}</p>
        </div>
      </div>
      <section className="api-current" aria-labelledby="api-current">
        <h2 id="api-current">{t('cart.addPrice.current')}</h2>
        {line.cartAdditems.length === 0 ? (
          <p className="api-goods__meta">{t('cart.addPrice.currentNone')}</p>
        ) : (
          <ul>
            {line.cartAdditems.map((a) => (
              <li key={a.additemId}>
                <span>
                  {a.parentName} · {a.additemName}
                </span>
                <span>{t('cart.totalAmount', { amount: formatMoney(a.additemPrice) })}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="api-current__extra" data-testid="add-price-current-extra">
          {t('cart.addPrice.unitExtra', { price: formatMoney(line.addUnitPrice), unit: line.unit })}
        </p>
      </section>
    </>
  );
}
