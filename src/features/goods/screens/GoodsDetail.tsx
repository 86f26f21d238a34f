import { GoodsDetailScreen } from '../components/GoodsDetailScreen';

/** /shoppingDetail: the goods detail page. */
export default function GoodsDetail() {
  return <GoodsDetailScreen />;
}
