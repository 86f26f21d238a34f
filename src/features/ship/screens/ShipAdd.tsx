import { ChoiceChips } from '@/components/ChoiceChips';
import List from 'antd-mobile/es/components/list';
import { FormScreen, TextField, useFormKit } from '@/components/Form';
import { api } from '@/lib/api';
import { shipAddFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { callKey } from '@/lib/query';
import { href, localHref } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { SHIP_TYPES } from '../components/ui';
import '../components/ship.css';

type ShipType = (typeof SHIP_TYPES)[number];
const emptyShip = () => ({ shipName: '', shipNo: '', shipType: 'bulk' as ShipType, tonnage: '' });

/**
 * /myShip/add: adds a ship — name, registration number (rule shipNo), type and deadweight tonnage (rule
 * tonnage), checked by the rules of ship.add before anything is sent; back to `from` (the ship picker of
 * the order) when given, else to the ship list.
 */
export default function ShipAdd() {
  const t = useT();
  const from = localHref(useRouteQuery('/myShip/add').from);
  const title = useRouteTitle('/myShip/add');
  const kit = useFormKit({
    defaultValues: emptyShip,
    rules: { ...shipAddFields, tonnage: { ...shipAddFields.tonnage, rule: 'tonnage' } },
    messages: { shipName: { required: 'ship.add.nameRequired', tooShort: 'ship.add.nameRequired', tooLong: 'ship.add.nameRequired' } },
    normalize: (ship) => ({ ...ship, shipName: ship.shipName.trim(), shipNo: ship.shipNo.trim().toUpperCase(), tonnage: ship.tonnage.trim() }),
    draft: 'ship.add',
    submit: {
      write: (ship) => api.ship.add(ship),
      invalidates: [callKey('ship.list')],
      message: (message) => t('ship.add.failed', { message }),
    },
    done: { toast: t('ship.add.saved'), to: from ?? href('/myShip/list') },
  });

  return (
    <FormScreen title={title} kit={kit} submitText={t('ship.add.save')}>
      <TextField stacked label={t('ship.add.shipName')} placeholder={t('ship.add.shipNamePlaceholder')} clearable {...kit.text('shipName')} />
      <TextField stacked label={t('ship.add.shipNo')} placeholder={t('ship.add.shipNoPlaceholder')} clearable {...kit.text('shipNo')} />
      <List.Item
        prefix={
          <span className="app-field-label app-required" aria-hidden="true">
            {t('ship.add.shipType')}
          </span>
        }
      >
        <ChoiceChips
          label={t('ship.add.shipType')}
          options={SHIP_TYPES.map((type) => ({ id: type, text: t(`ship.types.${type}`) }))}
          value={kit.values.shipType}
          onChange={(type) => kit.set('shipType', type)}
        />
      </List.Item>
      <TextField stacked label={t('ship.add.tonnage')} inputMode="decimal" placeholder={t('ship.add.tonnagePlaceholder')} clearable {...kit.text('tonnage')} />
    </FormScreen>
  );
}
