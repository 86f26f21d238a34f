import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { Header } from '@/components/Header';
import { PagedItems } from '@/components/LoadState';
import { useDebouncedValue } from '@/lib/debounce';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { usePagedList } from '@/lib/query';
import { href, localHref } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { Captain } from '../api';
import { LoadState } from '../components/ui';
import { captainPages } from '../queries';
import '../components/captain.css';

function CaptainCard({ captain }: { captain: Captain }) {
  const t = useT();
  return (
    <article className="cpt-card" aria-label={captain.name}>
      <div className="cpt-card__head">
        <h2 className="cpt-card__name">{captain.name}</h2>
        <span className="cpt-card__mobile">{captain.mobile}</span>
      </div>
      {captain.certificateNo && <p className="cpt-card__line">{t('captain.list.certificate', { no: captain.certificateNo })}</p>}
      <p className={captain.shipName ? 'cpt-card__line' : 'cpt-card__line cpt-muted'}>
        {captain.shipName ? t('captain.list.ship', { name: captain.shipName }) : t('captain.list.noShip')}
      </p>
    </article>
  );
}

/**
 * /myCaptain?from=…: the buyer's captains with the ship each commands, searched by name or mobile (asked
 * once the buyer pauses typing), page by page; add a captain. Back goes to `from` when given.
 */
export default function CaptainList() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/myCaptain');
  const query = useRouteQuery('/myCaptain');
  const from = localHref(query.from);
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim());
  const list = usePagedList(captainPages(settled), (captain) => captain.captainId);
  return (
    <div className="app-screen">
      <Header title={title} {...(from ? { onBack: () => void navigate(from, { replace: true }) } : {})} />
      <div className="cpt-search" role="search" aria-label={t('captain.list.search')}>
        <SearchBar placeholder={t('captain.list.searchPlaceholder')} value={keyword} onChange={setKeyword} onClear={() => setKeyword('')} />
      </div>
      <PagedItems
        list={list}
        keyOf={(captain) => captain.captainId}
        empty={settled ? t('captain.list.noMatch') : t('captain.list.empty')}
        State={LoadState}
        className="cpt-list"
        label={title}
      >
        {(captain) => <CaptainCard captain={captain} />}
      </PagedItems>
      <div className="app-bottom-bar">
        <Button block color="primary" onClick={() => void navigate(href('/myCaptain/add', { from: href('/myCaptain', query) }))}>
          {t('captain.list.add')}
        </Button>
      </div>
    </div>
  );
}
