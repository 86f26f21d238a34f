import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { TextField } from '@/components/Form';
import { Header } from '@/components/Header';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href, localHref } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { checkFormat } from '@/lib/validation';
import { shipApi } from '../api';
import { SHIP_TYPES } from '../components/ui';
import '../components/ship.css';

type Field = 'shipName' | 'shipNo' | 'tonnage';
/** The longest ship name the gateway keeps. */
const NAME_MAX = 30;

/**
 * /myShip/add: adds a ship — name, registration number (rule shipNo), type and deadweight tonnage (rule
 * tonnage), checked with the generated validators before anything is sent; back to `from` (the ship
 * picker of the order) when given, else to the ship list.
 */
export default function ShipAdd() {
  const t = useT();
  const navigate = useNavigate();
  const from = localHref(useRouteQuery('/myShip/add').from);
  const title = useRouteTitle('/myShip/add');
  const [form, setForm] = useState({ shipName: '', shipNo: '', shipType: 'bulk' as (typeof SHIP_TYPES)[number], tonnage: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (key: Field) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    const shipName = form.shipName.trim();
    const shipNo = form.shipNo.trim().toUpperCase();
    const tonnage = form.tonnage.trim();
    const found: Partial<Record<Field, string>> = {};
    if (shipName === '' || [...shipName].length > NAME_MAX) found.shipName = t('ship.add.nameRequired');
    // Invisible control and bidi characters are refused as in every free text (spec/validation.yaml plainText).
    else if (checkFormat('plainText', shipName)) found.shipName = t('validation.plainText');
    const badNo = checkFormat('shipNo', shipNo);
    if (badNo) found.shipNo = t(badNo);
    const badTonnage = checkFormat('tonnage', tonnage);
    if (badTonnage) found.tonnage = t(badTonnage);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      showToast(first);
      return;
    }
    try {
      await shipApi.add({ shipName, shipNo, shipType: form.shipType, tonnage });
      showToast(t('ship.add.saved'));
      void navigate(from ?? href('/myShip/list'), { replace: true });
    } catch (error) {
      showErrorBanner(t('ship.add.failed', { message: errorText(error) }));
    }
  };

  return (
    <div className="app-screen">
      <Header title={title} />
      <List>
        <TextField
          id="ship-name"
          label={t('ship.add.shipName')}
          required
          placeholder={t('ship.add.shipNamePlaceholder')}
          value={form.shipName}
          onChange={set('shipName')}
          error={errors.shipName}
          clearable
        />
        <TextField
          id="ship-no"
          label={t('ship.add.shipNo')}
          required
          placeholder={t('ship.add.shipNoPlaceholder')}
          value={form.shipNo}
          onChange={set('shipNo')}
          error={errors.shipNo}
          clearable
        />
        <List.Item
          prefix={
            <span className="app-field-label app-required" id="ship-type-label">
              {t('ship.add.shipType')}
            </span>
          }
        >
          <div className="shp-chips" role="group" aria-labelledby="ship-type-label">
            {SHIP_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                className={type === form.shipType ? 'shp-chip shp-chip--on' : 'shp-chip'}
                aria-pressed={type === form.shipType}
                onClick={() => setForm((f) => ({ ...f, shipType: type }))}
              >
                {t(`ship.types.${type}`)}
              </button>
            ))}
          </div>
        </List.Item>
        <TextField
          id="ship-tonnage"
          label={t('ship.add.tonnage')}
          required
          inputMode="decimal"
          placeholder={t('ship.add.tonnagePlaceholder')}
          value={form.tonnage}
          onChange={set('tonnage')}
          error={errors.tonnage}
          clearable
        />
      </List>
      <div className="app-bottom-bar">
        <GuardedButton block color="primary" onClick={save}>
          {t('ship.add.save')}
        </GuardedButton>
      </div>
    </div>
  );
}
