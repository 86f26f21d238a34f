import { Link } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';

/** The purchase agreement checkbox. */
export function Agree({ checked, onChange, articleId }: { checked: boolean; onChange: (checked: boolean) => void; articleId: string }) {
  const t = useT();
  return (
    <div className="ord-agree">
      <label className="ord-agree__box">
        <input type="checkbox" checked={checked} aria-label={t('order.checkout.agreeLabel')} onChange={(event) => onChange(event.target.checked)} />
        <span>{t('order.checkout.agree')}</span>
      </label>
      <Link to={href('/article/articlePr', { articleId })} className="ord-link">
        {t('order.checkout.agreement')}
      </Link>
    </div>
  );
}
