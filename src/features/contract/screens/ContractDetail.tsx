import { Button, Image } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { money } from '@/components/Money';
import { isContractOrderable } from '@/domain';
import { useQuery } from '@/lib/query';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { ContractDetail as Detail, ContractGoods } from '../api';
import { contractCartCount, salesmen } from '../queries';
import { ContractGate } from '../components/ContractGate';
import { ContractSummary } from '../components/ContractSummary';
import { callSalesman, openContractDocument } from '../components/native';
import '../contract.css';

/**
 * /contractDetail?contractId=…: one contract of the buyer — its head, the goods with contract price,
 * contracted and remaining (surplus) quantities, the add-on prices agreed in it, the seller's salesmen
 * with a call button, the signed document, the terms, and the way into the contract cart. An ineffective
 * contract says so and offers no adding; another buyer's or a missing contract shows a clear message only.
 */
export default function ContractDetail() {
  const { contractId } = useRouteQuery('/contractDetail');
  const title = useRouteTitle('/contractDetail');
  return (
    <ContractGate contractId={contractId} title={title}>
      {(contract) => <DetailBody contract={contract} />}
    </ContractGate>
  );
}

function DetailBody({ contract }: { contract: Detail }) {
  const t = useT();
  const orderable = isContractOrderable(contract);
  const cartCount = useQuery(contractCartCount());
  const withAddons = contract.goodsList.some((goods) => goods.hasAdditems);
  return (
    <>
      <ContractSummary contract={contract} />
      <nav className="ctr-actions" aria-label={t('contract.detail.terms')}>
        <Link className="ctr-action" to={href('/contractDetail/detail', { contractId: contract.contractId })}>
          {t('contract.detail.terms')}
        </Link>
        {contract.fileUrl ? (
          <button type="button" className="ctr-action" onClick={() => openContractDocument(contract.fileUrl!)}>
            {t('contract.openDocument')}
          </button>
        ) : (
          <span className="ctr-action ctr-action--off">{t('contract.noDocument')}</span>
        )}
        {withAddons && (
          <Link className="ctr-action" to={href('/contractDetail/additemsShowPages', { contractId: contract.contractId })}>
            {t('contract.detail.addonPrices')}
          </Link>
        )}
      </nav>
      <section className="ctr-section" aria-labelledby="ctr-goods-title">
        <h2 id="ctr-goods-title" className="ctr-section__title">
          {t('contract.detail.goods')}
        </h2>
        <ul className="ctr-goods-list">
          {contract.goodsList.map((goods) => (
            <li key={goods.contractGoodsId}>
              <GoodsRow contractId={contract.contractId} goods={goods} orderable={orderable} />
            </li>
          ))}
        </ul>
      </section>
      <Salesmen sellerName={contract.sellerName} />
      <footer className="app-bottom-bar ctr-bar">
        <Link className="app-link ctr-bar__cart" to={href('/ShoppingCart')}>
          {cartCount.data ? t('contract.contractCartCount', { count: cartCount.data.contractNum }) : t('contract.contractCart')}
        </Link>
        {orderable && contract.goodsList.length > 0 && (
          <Link className="ctr-bar__primary" to={href('/contractDetail/additems', { contractId: contract.contractId })}>
            {t('contract.detail.addAll')}
          </Link>
        )}
      </footer>
    </>
  );
}

function GoodsRow({ contractId, goods, orderable }: { contractId: string; goods: ContractGoods; orderable: boolean }) {
  const t = useT();
  const name = [goods.goodsName, goods.varietyName].filter(Boolean).join(' ');
  return (
    <article className="ctr-goods" aria-label={name}>
      <Image src={goods.imageUrl ?? ''} width={64} height={64} fit="cover" alt="" className="ctr-goods__image" />
      <div className="ctr-goods__info">
        <h3 className="ctr-goods__name">{name}</h3>
        <p className="ctr-goods__price">{t('contract.detail.price', { price: money(goods.unitPrice), unit: goods.unit })}</p>
        <p className="ctr-goods__amounts">
          <span>{t('contract.detail.contracted', { amount: goods.contractAmount, unit: goods.unit })}</span>
          <span className="ctr-goods__surplus">{t('contract.detail.surplus', { amount: goods.surplusGoodsAmount, unit: goods.unit })}</span>
        </p>
        <p className="ctr-goods__links">
          {goods.hasAdditems && (
            <Link
              className="app-link"
              to={href('/contractDetail/additemsShowPages', { contractId, contractGoodsId: goods.contractGoodsId })}
              aria-label={t('contract.detail.addonPricesOf', { name })}
            >
              {t('contract.detail.addonPrices')}
            </Link>
          )}
          {orderable && (
            <Link
              className="ctr-goods__add"
              to={href('/contractDetail/additems', { contractId, contractGoodsId: goods.contractGoodsId })}
              aria-label={t('contract.detail.addToCartOf', { name })}
            >
              <span className="ctr-goods__add-pill">{t('contract.detail.addToCart')}</span>
            </Link>
          )}
        </p>
      </div>
    </article>
  );
}

function Salesmen({ sellerName }: { sellerName: string }) {
  const t = useT();
  const memberId = useSnapshot(session).userInfo?.memberId;
  // The call answers the salesmen of every seller the member holds contracts with: this contract's seller's are shown.
  const read = useQuery({
    ...salesmen(memberId ?? ''),
    enabled: memberId !== undefined,
    select: (all) => all.filter((s) => !s.sellerName || s.sellerName === sellerName),
  });
  const { data } = read;
  const error = data === undefined ? read.error : null;
  const reload = () => void read.refetch();
  let body;
  if (error) body = <ErrorState title={t('contract.detail.salesmenFailed')} error={error} onRetry={reload} retryLabel={t('contract.retry')} />;
  else if (data === undefined) body = memberId === undefined ? <p className="ctr-muted">{t('contract.detail.noSalesman')}</p> : <LoadingState />;
  else if (data.length === 0) body = <p className="ctr-muted">{t('contract.detail.noSalesman')}</p>;
  else
    body = (
      <ul className="ctr-salesmen">
        {data.map((salesman) => (
          <li key={salesman.salesmanId} className="ctr-salesman">
            <span className="ctr-salesman__name">{salesman.salesmanName}</span>
            <span className="ctr-salesman__mobile">{salesman.mobile}</span>
            <Button
              size="small"
              color="primary"
              fill="outline"
              aria-label={t('contract.detail.callOf', { name: salesman.salesmanName, mobile: salesman.mobile })}
              onClick={() => callSalesman(salesman.mobile)}
            >
              {t('contract.detail.call')}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="ctr-section" aria-labelledby="ctr-salesmen-title">
      <h2 id="ctr-salesmen-title" className="ctr-section__title">
        {t('contract.detail.salesmen')}
      </h2>
      {body}
    </section>
  );
}
