import { Button } from 'antd-mobile';
import { useT } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import type { Driver } from '../api';

/** A driver of the list: the card opens the driver's detail; 编辑 the edit form. */
export function DriverCard({ driver }: { driver: Driver }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="drv-card">
      <Link
        className="drv-card__main"
        to={href('/mydriver/editordetail', { driverId: driver.driverId, mode: 'detail' })}
        aria-label={t('driver.list.open', { name: driver.name })}
      >
        <h2 className="drv-card__name">
          {driver.name} {driver.mobile}
        </h2>
        <p className="drv-card__line">
          {[
            driver.licenseType ? t('driver.list.license', { type: driver.licenseType }) : null,
            driver.plateNumber ? t('driver.list.vehicle', { plate: driver.plateNumber }) : null,
            t(`driver.status.${driver.status}`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </Link>
      <Button
        size="small"
        aria-label={t('driver.list.edit', { name: driver.name })}
        onClick={() => navigate(href('/mydriver/editordetail', { driverId: driver.driverId, mode: 'edit' }))}
      >
        {t('driver.list.editShort')}
      </Button>
    </div>
  );
}
