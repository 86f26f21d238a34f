import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { useGoBack, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { AddonChoice } from '@/domain';
import { AddonChoicePanel } from '../components/AddonChoicePanel';
import { AddonGoodsName } from '../components/AddonGoodsName';
import { saveChoice } from '../store';
import '../components/addons.css';

/**
 * /goodsAddItems?goodsId=…&contractId=…: the add-on items of a goods — under a contract its groups at the
 * contract's prices (cart.contractAddons), else the goods' own. The same groups and rules as
 * /goodChooseServe (one checked item per group, the pumping chain, the subtotal without the pumping
 * method), but the choice is saved for the goods page only when the buyer confirms; going back without
 * confirming keeps the earlier one. The add-ons belong to the goods, whichever variety (resourceId) is picked.
 */
export default function GoodsAddItems() {
  const t = useT();
  const title = useRouteTitle('/goodsAddItems');
  const goBack = useGoBack();
  const { goodsId, contractId } = useRouteQuery('/goodsAddItems');

  const confirm = (choice: AddonChoice) => {
    saveChoice(goodsId, choice);
    // Back to the page that opened this one, else (a link or a reload opened it) the goods under the contract.
    goBack(href('/shoppingDetail', { goodsId, contractId }));
  };

  return (
    <div className="addons-page app-hit-inputs">
      <Header title={title} />
      <AddonGoodsName goodsId={goodsId} />
      {contractId && <p className="addons-goods addons-goods--contract">{t('addons.contractPrices')}</p>}
      <AddonChoicePanel subject={{ goodsId, contractId, autosave: false }} onConfirm={confirm} />
    </div>
  );
}
