import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { Header } from '@/components/Header';
import { PagedItems } from '@/components/LoadState';
import { useDebouncedValue } from '@/lib/debounce';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/query';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { Ship } from '../api';
import { LoadState, useShipSummary } from '../components/ui';
import { shipPages } from '../queries';
import '../components/ship.css';

function ShipCard({ ship }: { ship: Ship }) {
  const t = useT();
  const navigate = useNavigate();
  const summary = useShipSummary();
  const bound = !!ship.captainId;
  return (
    <article className="shp-card" aria-label={ship.shipName}>
      <div className="shp-card__head">
        <h2 className="shp-card__name">{ship.shipName}</h2>
        <span className={`shp-status shp-status--${ship.status}`}>{t(`ship.common.status.${ship.status}`)}</span>
      </div>
      <p className="shp-card__line">{summary(ship)}</p>
      <div className="shp-card__foot">
        <span className={bound ? 'shp-card__line' : 'shp-card__line shp-muted'}>
          {bound ? t('ship.common.captain', { name: ship.captainName ?? '', mobile: ship.captainMobile ?? '' }) : t('ship.common.noCaptain')}
        </span>
        <Button
          size="mini"
          color="primary"
          fill="outline"
          aria-label={t('ship.list.bind', { name: ship.shipName })}
          onClick={() => void navigate(href('/myShip/bindCaptain', { shipId: ship.shipId }))}
        >
          {bound ? t('ship.list.rebindShort') : t('ship.list.bindShort')}
        </Button>
      </div>
    </article>
  );
}

/**
 * /myShip/list: the buyer's ships with their bound captain, searched by name or registration number
 * (asked once the buyer pauses typing), page by page; each ship binds or changes its captain; add a ship.
 */
export default function ShipList() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/myShip/list');
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim());
  const list = usePagedList(shipPages(settled), (ship) => ship.shipId);
  return (
    <div className="app-screen">
      <Header title={title} />
      <div className="shp-search" role="search" aria-label={t('ship.list.search')}>
        <SearchBar placeholder={t('ship.list.searchPlaceholder')} value={keyword} onChange={setKeyword} onClear={() => setKeyword('')} />
      </div>
      <PagedItems
        list={list}
        keyOf={(ship) => ship.shipId}
        empty={settled ? t('ship.list.noMatch') : t('ship.list.empty')}
        State={LoadState}
        className="shp-list"
        label={title}
      >
        {(ship) => <ShipCard ship={ship} />}
      </PagedItems>
      <div className="app-bottom-bar shp-bottom">
        <Button fill="outline" color="primary" onClick={() => void navigate(href('/myCaptain', { from: href('/myShip/list') }))}>
          {t('ship.list.captains')}
        </Button>
        <Button color="primary" onClick={() => void navigate(href('/myShip/add'))}>
          {t('ship.list.add')}
        </Button>
      </div>
    </div>
  );
}
