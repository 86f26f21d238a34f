import { Button, SpinLoading } from 'antd-mobile';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { RebarListForm } from '../components/RebarListForm';
import { cartLineRebar, rebarOptions, rebarPriceOf } from '../queries';
import { handedEntries, type RebarSubject } from '../store';
import '../components/rebar.css';

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
 * /selectRebar: the rebar list of a goods being bought (`goodsId`, handed to the goods page on Done) or of a
 * cart line (`cartResourceId`, saved to the cart on Done). Each entry: shape, pieces, length(s); the amount
 * follows live from the rebar domain (§5). Swipe an entry left to delete it.
 */
export default function SelectRebar() {
  const t = useT();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const query = useRouteQuery('/selectRebar');
  const subject: RebarSubject = { goodsId: query.goodsId ?? '', cartResourceId: query.cartResourceId };
  const { cartResourceId } = subject;
  const data = useRebarData(subject, query.varietyId);

  // Back to the cart or the goods page: the one before in the app, else (a link or a reload opened this page) that page itself.
  const back = () => goBack(cartResourceId ? href('/cart/cart') : href('/shoppingDetail', { goodsId: subject.goodsId }));

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
    const initial = cartResourceId ? (data.saved ?? []) : handedEntries(subject.goodsId);
    body = <RebarListForm subject={subject} initial={initial} shapes={shapes} price={data.price ?? '0'} onDone={back} />;
  }

  return (
    <div className="rebar-page">
      <Header title={t('rebar.title')} />
      <main>{body}</main>
    </div>
  );
}
