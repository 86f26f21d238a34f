import { GoodsDetailPage } from '../components/detail/GoodsDetailPage';

/** /shoppingDetail: the goods detail page. */
export default function GoodsDetail() {
  return <GoodsDetailPage />;
}
