import { Checkbox, Image } from 'antd-mobile';
import { useCallback } from 'react';
import { AddonGroups } from '@/components/AddonGroups';
import { money } from '@/components/Money';
import { QuantityStepper } from '@/components/QuantityStepper';
import { addonTotal, chooseAddon, fitsContractRoom, shownAddonGroups, type AddonGroupRef, type Decimal } from '@/domain';
import { useT } from '@/lib/i18n';
import type { Entry, EntryChange, PreparedGoods } from './contractAdd';

/**
 * One contract goods on the add page: its selection (when several are offered), the quantity on its unit's
 * grid up to what is left under the contract beyond the cart (the cart line's figure), and the contract's
 * add-ons with their total.
 */
export function ContractGoodsEntry({
  prepared,
  entry,
  selectable,
  change,
}: {
  prepared: PreparedGoods;
  entry: Entry;
  selectable: boolean;
  change: (contractGoodsId: string, change: EntryChange) => void;
}) {
  const t = useT();
  const { goods, name, steps, inCart, room } = prepared;
  const id = goods.contractGoodsId;
  const fits = fitsContractRoom(steps);
  const onValidity = useCallback((valid: boolean) => change(id, { valid }), [id, change]);
  const onQuantity = useCallback((quantity: Decimal) => change(id, { quantity }), [id, change]);
  const choose = (group: AddonGroupRef, additemId: string) => change(id, { choice: chooseAddon(entry.choice, group, additemId) });
  const hasAddons = shownAddonGroups(entry.choice).length > 0;

  return (
    <article className="ctr-add" aria-label={name}>
      <div className="ctr-add__head">
        {selectable && (
          <Checkbox checked={entry.selected} disabled={!fits} onChange={(selected) => change(id, { selected })}>
            <span className="app-sr-only">{t('contract.add.select', { name })}</span>
          </Checkbox>
        )}
        <Image src={goods.imageUrl ?? ''} width={56} height={56} fit="cover" alt="" className="ctr-goods__image" />
        <div className="ctr-goods__info">
          <h3 className="ctr-goods__name">{name}</h3>
          <p className="ctr-goods__price">{t('contract.detail.price', { price: money(goods.unitPrice), unit: goods.unit })}</p>
        </div>
      </div>
      {fits ? (
        <>
          <QuantityStepper
            value={entry.quantity}
            steps={steps}
            unitName={goods.unit}
            onChange={onQuantity}
            onValidity={onValidity}
            labels={{
              input: t('contract.add.quantityOf', { name }),
              increase: t('contract.add.increaseOf', { name }),
              decrease: t('contract.add.decreaseOf', { name }),
            }}
          />
          <p className="ctr-add__surplus" aria-live="polite">
            {t('contract.add.surplus', { surplus: goods.surplusGoodsAmount, left: room, unit: goods.unit })}
          </p>
          {inCart !== null && <p className="ctr-muted">{t('contract.add.inCart', { quantity: inCart, unit: goods.unit })}</p>}
        </>
      ) : (
        <p className="ctr-notice" role="note">
          {t('contract.add.noRoom')}
        </p>
      )}
      {hasAddons && (
        <div className="ctr-add__addons">
          <h4 className="ctr-add__addons-title">{t('contract.add.addons')}</h4>
          <AddonGroups choice={entry.choice} idPrefix={`ctr-addon-${id}`} onChoose={choose} disabled={!fits} inCard headingLevel={5} />
          <p className="ctr-add__addons-total">
            {t('contract.add.addonsTotal', { price: money(addonTotal(entry.choice)), unit: goods.unit })}
            {entry.choice.isBengsong && <span className="ctr-muted"> · {t('contract.add.pumpingExcluded')}</span>}
          </p>
        </div>
      )}
    </article>
  );
}
