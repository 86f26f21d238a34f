import { Button } from 'antd-mobile';
import { useState } from 'react';
import { CheckList } from '@/components/CheckList';
import { EmptyState } from '@/components/LoadState';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { callKey, loadStateOf, useQuery } from '@/lib/query';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { useWrite } from '@/lib/write';
import { LoadState, useShipSummary } from '../components/ui';
import { allCaptains, shipDetail } from '../queries';
import '../components/ship.css';

/**
 * /myShip/bindCaptain?shipId=…: the ship, and the buyer's captains to bind one to it (the ship's own
 * chosen at first; one commanding another ship moves to this one) — or add a captain and come back.
 */
export default function ShipBindCaptain() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/myShip/bindCaptain');
  const title = useRouteTitle('/myShip/bindCaptain');
  const summary = useShipSummary();
  const ship = useQuery(shipDetail(query.shipId));
  const captains = useQuery(allCaptains());
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? ship.data?.captainId ?? '';
  const list = captains.data?.list ?? [];

  const binding = useWrite({
    write: (captainId: string) => api.ship.bindCaptain({ shipId: query.shipId, captainId }),
    // A captain moves off the ship they commanded: every ship and captain list changes.
    invalidates: [callKey('ship.list'), callKey('ship.detail'), callKey('captain.list')],
    message: (message) => t('ship.bind.failed', { message }),
    onSuccess: () => {
      showToast(t('ship.bind.bound'));
      void navigate(href('/myShip/list'), { replace: true });
    },
  });
  const bind = () => {
    if (!chosen || !list.some((c) => c.captainId === chosen)) showToast(t('ship.bind.none'));
    else void binding.run(chosen);
  };

  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/myShip/list')} />
      <LoadState {...loadStateOf(ship)}>
        {ship.data && (
          <>
            <h2 className="shp-section-title">{t('ship.bind.ship')}</h2>
            <ul className="shp-list">
              <li className="shp-card">
                <p className="shp-card__name">{ship.data.shipName}</p>
                <p className="shp-card__line">{summary(ship.data)}</p>
              </li>
            </ul>
            <h2 className="shp-section-title" id="bind-captains">
              {t('ship.bind.captains')}
            </h2>
            <LoadState {...loadStateOf(captains)} failedTitle={t('ship.bind.captainsFailed')}>
              {list.length === 0 ? (
                <EmptyState title={t('ship.bind.empty')} />
              ) : (
                <CheckList
                  label={t('ship.bind.captains')}
                  multiple={false}
                  options={list.map((c) => ({
                    id: c.captainId,
                    label: c.name,
                    description: c.mobile,
                    extra: c.shipName && c.shipId !== query.shipId ? t('ship.bind.commands', { name: c.shipName }) : undefined,
                  }))}
                  value={chosen ? [chosen] : []}
                  onChange={(ids) => setPicked(ids[0] ?? null)}
                />
              )}
            </LoadState>
          </>
        )}
      </LoadState>
      <div className="app-bottom-bar shp-bottom">
        <Button
          fill="outline"
          color="primary"
          onClick={() => void navigate(href('/myCaptain/add', { from: href('/myShip/bindCaptain', { shipId: query.shipId }) }))}
        >
          {t('ship.bind.addCaptain')}
        </Button>
        <Button color="primary" onClick={bind} disabled={!ship.data} loading={binding.pending}>
          {t('ship.bind.confirm')}
        </Button>
      </div>
    </div>
  );
}
