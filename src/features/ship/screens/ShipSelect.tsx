import { Button } from 'antd-mobile';
import { useState } from 'react';
import { CheckList } from '@/components/CheckList';
import { EmptyState } from '@/components/LoadState';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href, localHref } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { LoadState, useShipSummary } from '../components/ui';
import { allShips } from '../queries';
import { chooseShips, shipsChosenFor } from '../store';
import '../components/ship.css';

/**
 * /myShip/select_myship: choose the buyer's ships for a self-pickup by ship and go back to `from` (the
 * order confirm page), which takes the choice made for it; a disabled ship cannot be chosen.
 */
export default function ShipSelect() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/myShip/select_myship');
  const from = localHref(query.from) ?? href('/v2/order');
  const title = useRouteTitle('/myShip/select_myship');
  const summary = useShipSummary();
  const shipsRead = useQuery(allShips());
  const [chosen, setChosen] = useState<string[]>(() => (shipsChosenFor(from) ?? []).map((s) => s.shipId));
  const ships = shipsRead.data?.list ?? [];
  const confirm = () => {
    const picked = ships.filter((s) => chosen.includes(s.shipId));
    if (picked.length === 0) {
      showToast(t('ship.select.none'));
      return;
    }
    chooseShips(from, picked);
    void navigate(from, { replace: true });
  };
  return (
    <div className="app-screen">
      <Header title={title} onBack={() => void navigate(from, { replace: true })} />
      <LoadState {...loadStateOf(shipsRead)}>
        {ships.length === 0 ? (
          <EmptyState title={t('ship.list.empty')} />
        ) : (
          <CheckList
            label={t('ship.select.ships')}
            options={ships.map((s) => ({
              id: s.shipId,
              label: s.shipName,
              description: summary(s),
              extra: t(`ship.common.status.${s.status}`),
              disabled: s.status === 'disabled',
            }))}
            value={chosen}
            onChange={setChosen}
          />
        )}
      </LoadState>
      <div className="app-bottom-bar shp-bottom">
        <Button fill="outline" color="primary" onClick={() => void navigate(href('/myShip/add', { from: href('/myShip/select_myship', query) }))}>
          {t('ship.list.add')}
        </Button>
        <Button color="primary" onClick={confirm}>
          {t('ship.select.confirm', { count: chosen.filter((id) => ships.some((s) => s.shipId === id)).length })}
        </Button>
      </div>
    </div>
  );
}
