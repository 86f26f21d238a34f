import Button from 'antd-mobile/es/components/button';
import { StatusBlock } from '@/components/StatusBlock';
import { useT } from '@/lib/i18n';
import { homeHref, useGoBack, useNavigate } from '@/lib/navigation';
import './comingSoon.css';

/**
 * The body of /creatingnow: says the entry is not open yet and offers the ways back — to the page before
 * and to the home page. Loaded in its own chunk with the home feature's texts part (see screens/CreatingNow.tsx).
 */
export default function ComingSoon() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
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
  );
}
