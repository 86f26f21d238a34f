import { Button, Image } from 'antd-mobile';
import { useState } from 'react';
import { Money, money } from '@/components/Money';
import { AddonGroups } from '@/components/AddonGroups';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { StatusBlock } from '@/components/StatusBlock';
import { addonTotal, chooseAddon, lineMoney, type AddonChoice } from '@/domain';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { goodsAddonsQuery } from '@/lib/queries';
import { useQuery } from '@/lib/query';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { choiceChanged, chosenIds, lineChoice } from '../lineAddons';
import { buyerCart } from '../queries';
import { showInCart, withLine, type CartLine } from '../store';
import { useCartWrite } from '../useCartWrite';
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
  // The line from the buyer's cart (so another buyer's line is never found), then its goods' add-on tree.
  const cart = useQuery(buyerCart());
  const found = cart.data?.groups.flatMap((g) => g.children).find((l) => l.cartResourceId === cartResourceId);
  const tree = useQuery({ ...goodsAddonsQuery({ goodsId: found?.goodsId ?? '' }), enabled: found !== undefined });
  // The buyer's changes; null until the first tap (the line's own add-ons show until then).
  const [picked, setPicked] = useState<AddonChoice | null>(null);
  const save = useCartWrite({
    write: ({ line, choice }: { line: CartLine; choice: AddonChoice }) =>
      api.cart.updateAddons({ cartResourceId: line.cartResourceId, addons: chosenIds(choice).map((additemId) => ({ additemId })) }),
    onSuccess: (saved) => {
      // The gateway answers the line repriced.
      showInCart((groups) => withLine(groups, saved));
      setPicked(null);
      showToast(t('cart.addPrice.saved'));
      goBack(href('/cart/cart'));
    },
  });

  const failed = (cart.data === undefined ? cart.error : null) ?? (tree.data === undefined ? tree.error : null);
  const retry = () => void (cart.data === undefined ? cart.refetch() : tree.refetch());
  const data = found && tree.data ? { line: found, tree: tree.data } : undefined;
  let body;
  let footer = null;
  if (failed) {
    body = <ErrorState title={t('cart.addPrice.loadFailed')} error={failed} onRetry={retry} retryLabel={t('cart.retry')} />;
  } else if (cart.data !== undefined && found === undefined) {
    body = (
      <StatusBlock status="default" title={t('cart.addPrice.missing')} description={t('cart.addPrice.missingHint')}>
        <Button color="primary" onClick={() => navigate(href('/cart/cart'))}>
          {t('cart.addPrice.toCart')}
        </Button>
      </StatusBlock>
    );
  } else if (data === undefined) {
    body = <LoadingState />;
  } else {
    const { line } = data;
    const choice = picked ?? lineChoice(data);
    const unitExtra = addonTotal(choice);
    const changed = choiceChanged(line, choice);
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
            {t('cart.addPrice.unitExtra', { price: money(unitExtra), unit: line.unit })}
          </p>
          <p className="api-footer__note">{t('cart.addPrice.lineExtra', { amount: money(lineMoney(line.quantity, unitExtra)) })}</p>
          {choice.isBengsong && <p className="api-footer__note">{t('cart.addPrice.pumpingExcluded')}</p>}
        </div>
        <Button color="primary" shape="rounded" disabled={!changed} loading={save.pending} onClick={() => void save.run({ line, choice })}>
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
          <p className="api-goods__meta">{t('cart.addPrice.quantity', { price: money(line.unitPrice), unit: line.unit, quantity: line.quantity })}</p>
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
                <Money value={a.additemPrice} />
              </li>
            ))}
          </ul>
        )}
        <p className="api-current__extra" data-testid="add-price-current-extra">
          {t('cart.addPrice.unitExtra', { price: money(line.addUnitPrice), unit: line.unit })}
        </p>
      </section>
    </>
  );
}
