import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { LinkRow } from '@/components/LinkRow';
import { Money, money } from '@/components/Money';
import { QuantityStepper } from '@/components/QuantityStepper';
import { unitBounds, unitStep, type BuyCondition, type Decimal, type Money as Amount } from '@/domain';
import type { AddonDraft } from '@/features/addons';
import { buyerLineAmount, type BuyerCartLine } from '@/features/cart';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import type { GoodsDetailData, GoodsView } from '../../store';

export interface GoodsBuySectionProps {
  readonly view: GoodsView;
  readonly unitName: string;
  readonly noVariety: boolean;
  readonly onPick: (attributeNo: string, attributeValueNo: string) => void;
  readonly onQuantity: (quantity: Decimal) => void;
  readonly onValidity: (valid: boolean) => void;
  /** The priced line of the chosen variety and quantity (null until it is priced). */
  readonly line: BuyerCartLine | null;
}

/** The buy conditions (a tap matches the variety again) and the buy number on the chosen unit's grid. */
export function GoodsBuySection({ view, unitName, noVariety, onPick, onQuantity, onValidity, line }: GoodsBuySectionProps) {
  const t = useT();
  return (
    <section className="goods-section goods-buy" aria-label={t('goods.detail.conditions')}>
      {view.conditions.map((condition) => (
        <ConditionRow key={condition.attributeNo} condition={condition} onPick={onPick} />
      ))}
      {noVariety && (
        <p className="goods-error" role="alert">
          {t('goods.detail.noVariety')}
        </p>
      )}
      <div className="goods-row">
        <span className="goods-row__label">{t('goods.detail.quantity')}</span>
        <div className="goods-row__value">
          <QuantityStepper
            value={view.quantity}
            steps={view.steps}
            unitName={unitName}
            onChange={onQuantity}
            onValidity={onValidity}
            labels={{ input: t('goods.detail.quantityInput'), increase: t('goods.detail.increase'), decrease: t('goods.detail.decrease') }}
          />
          <p className="goods-hint">{t('goods.detail.quantityHint', { min: unitBounds(view.steps).min, step: unitStep(view.steps), unit: unitName })}</p>
        </div>
      </div>
      {/* The amount the quantity comes to, beside the quantity it follows. */}
      <div className="goods-row goods-row--total">
        <span className="goods-row__label">{t('goods.detail.total')}</span>
        <strong className="goods-row__value" aria-label={t('goods.detail.total')}>
          <Money value={line ? buyerLineAmount(line) : '0'} tone="strong" />
        </strong>
      </div>
    </section>
  );
}

function ConditionRow({ condition, onPick }: { condition: BuyCondition; onPick: GoodsBuySectionProps['onPick'] }) {
  const selected = condition.attributeValueDTOs.filter((v) => v.selected).map((v) => v.attributeValueNo);
  return (
    <div className="goods-row">
      <span className="goods-row__label" id={`cond-${condition.attributeNo}`}>
        {condition.attributeName}
      </span>
      <div className="goods-row__value">
        <Selector
          aria-label={condition.attributeName}
          multiple
          showCheckMark={false}
          options={condition.attributeValueDTOs.map((v) => ({ label: v.attributeValue, value: v.attributeValueNo }))}
          value={selected}
          onChange={(next) => {
            const clicked = next.find((v) => !selected.includes(v)) ?? selected.find((v) => !next.includes(v));
            if (clicked !== undefined) onPick(condition.attributeNo, clicked);
          }}
        />
      </div>
    </div>
  );
}

export interface GoodsExtrasProps {
  readonly detail: GoodsDetailData;
  readonly contractId: string | undefined;
  readonly varietyId: string | undefined;
  readonly unitName: string;
  readonly addons: AddonDraft | null;
  readonly rebarCount: number;
  readonly rebarAmount: Amount;
}

/** The add-ons (/goodChooseServe, or /goodsAddItems at the contract's prices) and rebar (/selectRebar) entries. */
export function GoodsExtras({ detail, contractId, varietyId, unitName, addons, rebarCount, rebarAmount }: GoodsExtrasProps) {
  const t = useT();
  const { goodsId } = detail;
  if (!detail.hasAddons && !detail.isRebar) return null;
  return (
    <List className="goods-section">
      {detail.hasAddons && (
        <LinkRow
          prefix={<span className="goods-label">{t('goods.detail.addons')}</span>}
          description={addons ? t('goods.detail.addonsPrice', { price: money(addons.addUnitPrice), unit: unitName }) : undefined}
          to={contractId ? href('/goodsAddItems', { goodsId, contractId }) : href('/goodChooseServe', { goodsId })}
        >
          {addons ? t('goods.detail.addonsChosen', { names: addons.chosen.map((a) => a.additemName).join('、') }) : t('goods.detail.addonsNone')}
        </LinkRow>
      )}
      {detail.isRebar && (
        <LinkRow prefix={<span className="goods-label">{t('goods.detail.rebar')}</span>} to={href('/selectRebar', { goodsId, varietyId })}>
          {rebarCount > 0 ? t('goods.detail.rebarSummary', { count: rebarCount, amount: money(rebarAmount) }) : t('goods.detail.rebarNone')}
        </LinkRow>
      )}
    </List>
  );
}
