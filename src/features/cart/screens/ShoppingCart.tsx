import { menuButtons } from '@/lib/constants';
import { errorText } from '@/lib/api';
import { useCan } from '@/lib/session';
import { Button, Checkbox, Image, SwipeAction, Tag } from 'antd-mobile';
import { useStoreData } from '@/lib/data';
import { useSnapshot } from 'valtio';
import { QuantityStepper } from '@/components/QuantityStepper';
import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { formatMoney, sumMoney, contractLineAddonMoney } from '@/domain';
import { href } from '@/lib/routes';
import { useNavigate } from '@/lib/navigation';
import { showErrorBanner, showToast } from '@/lib/ui';
import {
  allContractChecked,
  changeContractQuantity,
  contractCartStore,
  contractTotals,
  effectiveContractGroups,
  ineffectiveContractGroups,
  loadContractCart,
  orderableContractCount,
  removeContractCartLine,
  settleContracts,
  toggleAllContracts,
  toggleContract,
  toggleContractLineChecked,
  type ContractGroup,
  type ContractLine,
} from '../contractStore';
import '../components/cart.css';
import '../components/contractCart.css';
import { StatusBlock } from '@/components/StatusBlock';

type T = ReturnType<typeof useT>;

/**
 * /ShoppingCart: the contract cart, grouped by contract. Select all / contract / line (domain cascades,
 * saved), quantity on the unit's grid up to the contract's surplus (saved; cansaleNumShow = surplus −
 * quantity), swipe to delete, expired contracts apart and never ordered, add-on summaries, the domain's
 * totals (total = goods totalSmall + add-ons totalBig) and settle to the order confirm page, one order per
 * contract at the contract price.
 */
export default function ShoppingCart() {
  const t = useT();
  const navigate = useNavigate();
  const snap = useSnapshot(contractCartStore);
  const groups = snap.groups as ContractGroup[];

  useStoreData(loadContractCart, []);

  const fail = (error: unknown) => showErrorBanner(t('cart.failed', { message: errorText(error) }));
  const effective = effectiveContractGroups(groups);
  const ineffective = ineffectiveContractGroups(groups);
  const total = contractTotals(groups);
  const orderCount = orderableContractCount(groups);
  const hasLines = snap.status === 'ready' && groups.length > 0;

  // Ordering under a contract is a button of the menu tree (product-spec §6): hidden for a buyer without it.
  const mayOrder = useCan(menuButtons.contractOrder);
  const onSettle = () => {
    if (!settleContracts()) {
      showToast(t('cart.chooseFirst'));
      return;
    }
    void navigate(href('/v2/order', { from: 'contract' }));
  };

  return (
    <div className="cart-page app-hit-inputs">
      <Header
        title={t('cart.contract.title')}
        right={
          <button type="button" className="cart-entry" onClick={() => void navigate(href('/cart/cart'))}>
            {t('cart.contract.toCart')}
          </button>
        }
      />
      <main className="cart-body">
        <LoadState
          loading={snap.status === 'idle' || snap.status === 'loading'}
          error={snap.status === 'error' ? new Error(snap.error) : null}
          onRetry={() => void loadContractCart()}
          failedTitle={t('cart.contract.loadFailed')}
          retryLabel={t('cart.retry')}
          className="cart-loading cart-state"
        >
          {groups.length === 0 ? (
            <StatusBlock status="empty" title={t('cart.contract.empty')}>
              <Button color="primary" onClick={() => void navigate(href('/index'))}>
                {t('cart.goShopping')}
              </Button>
            </StatusBlock>
          ) : (
            <>
              {effective.map((g) => (
                <section key={g.contractId} className="cart-group" aria-label={t('cart.contract.contractNo', { no: g.contractNo })}>
                  <div className="cart-group__head">
                    <Checkbox checked={g.checked} onChange={() => void toggleContract(g.contractId).catch(fail)}>
                      <span className="cart-sr-only">{t('cart.contract.selectContract', { no: g.contractNo })}</span>
                      <span className="ccart-head" aria-hidden="true">
                        <span className="cart-group__name">{t('cart.contract.contractNo', { no: g.contractNo })}</span>
                        <span className="ccart-head__seller">{t('cart.contract.seller', { name: g.sellerName })}</span>
                      </span>
                    </Checkbox>
                  </div>
                  {g.children.map((line) => (
                    <ContractLineRow key={line.contractGoodsId} group={g} line={line} saving={snap.saving.includes(line.contractGoodsId)} onError={fail} />
                  ))}
                </section>
              ))}
              {ineffective.length > 0 && (
                <section className="cart-group cart-group--invalid" aria-label={t('cart.contract.invalid')}>
                  <div className="cart-group__head">
                    <span className="cart-group__name">{t('cart.contract.invalid')}</span>
                  </div>
                  <p className="cart-invalid-hint">{t('cart.contract.invalidHint')}</p>
                  {ineffective.flatMap((g) =>
                    g.children.map((line) => (
                      <SwipeAction key={line.contractGoodsId} rightActions={[deleteAction(g, line, t, fail)]}>
                        <div className="cart-line cart-line--invalid">
                          <Tag color="default">{t('cart.contract.invalidTag')}</Tag>
                          <Image src={line.image ?? ''} width={64} height={64} fit="cover" alt="" className="cart-line__image" />
                          <div className="cart-line__info">
                            <p className="cart-line__name">{line.goodsName}</p>
                            <p className="cart-line__meta">
                              {line.varietyName} · {t('cart.contract.contractNo', { no: g.contractNo })}
                            </p>
                          </div>
                        </div>
                      </SwipeAction>
                    )),
                  )}
                </section>
              )}
            </>
          )}
        </LoadState>
      </main>
      {hasLines && (
        <footer className="cart-bar">
          <Checkbox checked={allContractChecked(groups)} disabled={effective.length === 0} onChange={() => void toggleAllContracts().catch(fail)}>
            {t('cart.selectAll')}
          </Checkbox>
          <div className="cart-bar__total">
            <span>{t('cart.total')}</span>
            <strong data-testid="contract-cart-total">{t('cart.totalAmount', { amount: total.total })}</strong>
            <span className="ccart-breakdown" data-testid="contract-cart-breakdown">
              {t('cart.contract.breakdown', { goods: total.totalSmall, addons: total.totalBig })}
            </span>
          </div>
          {mayOrder ? (
            <Button color="primary" shape="rounded" onClick={onSettle} disabled={orderCount === 0}>
              {t('cart.settle', { count: orderCount })}
            </Button>
          ) : (
            <p className="ccart-no-permission" role="note">
              {t('cart.contract.noPermission')}
            </p>
          )}
        </footer>
      )}
    </div>
  );
}

const lineName = (line: ContractLine) => `${line.goodsName} ${line.varietyName}`;

function deleteAction(group: ContractGroup, line: ContractLine, t: T, fail: (e: unknown) => void) {
  return {
    key: 'delete',
    text: <span aria-label={t('cart.deleteOf', { name: lineName(line) })}>{t('cart.delete')}</span>,
    color: 'danger' as const,
    onClick: () => {
      removeContractCartLine(group.contractId, line.contractGoodsId).then(() => showToast(t('cart.deleted')), fail);
    },
  };
}

function ContractLineRow({ group, line, saving, onError }: { group: ContractGroup; line: ContractLine; saving: boolean; onError: (e: unknown) => void }) {
  const t = useT();
  const name = lineName(line);
  // Quantities are in the pricing unit (convertRate 1): the grid of the unit, at most the contract's surplus.
  const steps = {
    minOrderCount: line.minOrderCount,
    minChangeCount: line.minChangeCount,
    maxOrderCount: line.surplusGoodsAmount,
    convertRate: line.convertRate,
  };
  const amount = sumMoney([line.money, contractLineAddonMoney(line)]);
  return (
    <SwipeAction rightActions={[deleteAction(group, line, t, onError)]}>
      <div className="cart-line" data-testid={`contract-line-${line.contractGoodsId}`}>
        <Checkbox checked={line.checked} onChange={() => void toggleContractLineChecked(group.contractId, line.contractGoodsId).catch(onError)}>
          <span className="cart-sr-only">{t('cart.selectLine', { name })}</span>
        </Checkbox>
        <Image src={line.image ?? ''} width={72} height={72} fit="cover" alt="" className="cart-line__image" />
        <div className="cart-line__info">
          <p className="cart-line__name">{line.goodsName}</p>
          <p className="cart-line__meta">{line.varietyName}</p>
          {line.cartAdditems.length > 0 && (
            <p className="cart-line__meta">
              {t('cart.contract.addons', { count: line.chooseNum, names: line.cartAdditems.map((a) => a.additemName).join('、') })}
              {' · '}
              {t('cart.addonsPrice', { price: formatMoney(line.addUnitPrice), unit: line.unit })}
            </p>
          )}
          <p className="cart-line__price">{t('cart.contract.price', { price: formatMoney(line.unitPrice), unit: line.unit })}</p>
          <QuantityStepper
            value={line.quantity}
            steps={steps}
            unitName={line.unit}
            disabled={saving}
            onChange={(quantity) => void changeContractQuantity(line.contractGoodsId, quantity).catch(onError)}
            labels={{ input: t('cart.quantityOf', { name }), increase: t('cart.increaseOf', { name }), decrease: t('cart.decreaseOf', { name }) }}
          />
          <p className="cart-line__meta ccart-surplus">
            {t('cart.contract.surplus', { surplus: line.surplusGoodsAmount, left: line.cansaleNumShow, unit: line.unit })}
          </p>
          <p className="cart-line__amount">{t('cart.contract.lineAmount', { amount })}</p>
        </div>
      </div>
    </SwipeAction>
  );
}
