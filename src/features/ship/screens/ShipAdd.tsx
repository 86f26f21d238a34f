import { ChoiceChips } from '@/components/ChoiceChips';
import List from 'antd-mobile/es/components/list';
import { TextField, useFormKit, SubmitBar } from '@/components/Form';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { shipAddFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { callKey } from '@/lib/query';
import { href, localHref } from '@/lib/routes';
import { showToast } from '@/lib/ui';
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
  const navigate = useNavigate();
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
      onSuccess: () => {
        showToast(t('ship.add.saved'));
        void navigate(from ?? href('/myShip/list'), { replace: true });
      },
    },
  });

  return (
    <div className="app-screen">
      <Header title={title} />
      <List>
        <TextField label={t('ship.add.shipName')} placeholder={t('ship.add.shipNamePlaceholder')} clearable {...kit.text('shipName')} />
        <TextField label={t('ship.add.shipNo')} placeholder={t('ship.add.shipNoPlaceholder')} clearable {...kit.text('shipNo')} />
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
        <TextField label={t('ship.add.tonnage')} inputMode="decimal" placeholder={t('ship.add.tonnagePlaceholder')} clearable {...kit.text('tonnage')} />
      </List>
      <SubmitBar kit={kit}>{t('ship.add.save')}</SubmitBar>
    </div>
  );
}
