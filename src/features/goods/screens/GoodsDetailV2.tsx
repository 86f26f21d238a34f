import { GoodsDetailPage } from '../components/detail/GoodsDetailPage';

/** /v2/detail: the same goods detail page as /shoppingDetail. */
export default function GoodsDetailV2() {
  return <GoodsDetailPage />;
}
