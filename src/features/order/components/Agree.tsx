import { Checkbox } from 'antd-mobile';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';

/** The purchase agreement checkbox. */
export function Agree({ checked, onChange, articleId }: { checked: boolean; onChange: (checked: boolean) => void; articleId: string }) {
  const t = useT();
  return (
    <div className="ord-agree">
      <Checkbox checked={checked} onChange={onChange} aria-label={t('order.checkout.agreeLabel')} style={{ '--icon-size': '18px' }}>
        <span style={{ fontSize: 13 }}>{t('order.checkout.agree')}</span>
      </Checkbox>
      <Link to={`${href('/article/articlePr')}?articleId=${encodeURIComponent(articleId)}`} style={{ color: 'var(--adm-color-primary)' }}>
        {t('order.checkout.agreement')}
      </Link>
    </div>
  );
}
