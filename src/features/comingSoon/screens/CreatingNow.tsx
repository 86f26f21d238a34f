import Button from 'antd-mobile/es/components/button';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { useT } from '@/lib/i18n';
import { homeHref, useGoBack, useNavigate } from '@/lib/navigation';
import { useRouteTitle } from '@/lib/useRouteTitle';
import '../components/comingSoon.css';

/**
 * /creatingnow: the "coming soon" page of an entry the platform has not opened yet, with the ways back —
 * the header's back arrow, back to the page before and to the home page.
 */
export default function CreatingNow() {
  const t = useT();
  const title = useRouteTitle('/creatingnow');
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <div className="app-screen">
      <Header title={title} />
      <div className="coming-soon">
        <StatusBlock status="default" title={t('misc.comingSoon.title')} description={t('misc.comingSoon.description')}>
          <div className="coming-soon__actions">
            <Button color="primary" onClick={() => navigate(homeHref(), { replace: true })}>
              {t('misc.comingSoon.backHome')}
            </Button>
            <Button color="primary" fill="outline" onClick={() => goBack()}>
              {t('misc.comingSoon.back')}
            </Button>
          </div>
        </StatusBlock>
      </div>
    </div>
  );
}
