import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { useGoBack, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { AddonChoicePanel } from '../components/AddonChoicePanel';
import { AddonGoodsName } from '../components/AddonGoodsName';
import '../components/addons.css';

/**
 * /goodChooseServe: the add-ons of a goods. The mixer-truck choice opens the pumping method (defaulted to
 * its first option), a ground pump opens the supporting item (defaulted too) — the rules of the domain
 * module, applied on every tap. The subtotal leaves the pumping method out (§5). Choices are kept per
 * goods in this tab as they are made; Done goes back to the goods page.
 */
export default function ChooseService() {
  const t = useT();
  const goBack = useGoBack();
  const { goodsId, contractId } = useRouteQuery('/goodChooseServe');

  // Back to the goods page: the one before in the app, else (a link or a reload opened this page) the goods' own.
  const done = () => goBack(href('/shoppingDetail', { goodsId, contractId }));

  return (
    <div className="addons-page app-hit-inputs">
      <Header title={t('addons.title')} />
      <AddonGoodsName goodsId={goodsId} />
      <AddonChoicePanel subject={{ goodsId, contractId, autosave: true }} onConfirm={done} />
    </div>
  );
}
