import { Button, Tag } from 'antd-mobile';
import { useNavigate } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import type { PickedVehicle } from '../store';
import { Section } from './ui';

/** The buyer's vehicles that pick the goods up (chosen on /myCar/select_mycar). */
export function PickVehicle({ vehicles, returnTo, missing }: { vehicles: readonly PickedVehicle[]; returnTo: string; missing: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Section
      title={t('order.checkout.vehicles')}
      extra={
        <Button size="mini" color="primary" fill="outline" onClick={() => void navigate(href('/myCar/select_mycar', { from: returnTo }))}>
          {t('order.checkout.chooseVehicles')}
        </Button>
      }
    >
      {vehicles.length > 0 ? (
        <div className="ord-chips">
          {vehicles.map((v) => (
            <Tag key={v.vehicleId} color="primary" fill="outline">
              {v.plateNumber}
            </Tag>
          ))}
        </div>
      ) : (
        <div className={missing ? 'ord-error' : 'ord-muted'}>{t('order.checkout.noVehicle')}</div>
      )}
    </Section>
  );
}
