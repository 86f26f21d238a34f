import List from 'antd-mobile/es/components/list';
import { Header } from '@/components/Header';
import { customerService } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { callHotline, hotlineHref } from '../services';
import '../service.css';

/**
 * /mine/contactServer: how to reach the platform's customer service — the hotline (dialled by the app's
 * callPhone inside the app, a tel: link in a browser), the service hours, the e-mail address — and the
 * way to the help centre. The details are constants (customerService): no gateway call gives them.
 */
export default function ContactUs() {
  const t = useT();
  const title = useRouteTitle('/mine/contactServer');
  return (
    <div className="app-screen service-page">
      <Header title={title} />
      <section className="service-hero" aria-labelledby="service-hotline-title">
        <p className="service-hero__intro">{t('mine.contact.intro')}</p>
        <h2 id="service-hotline-title" className="service-hero__label">
          {t('mine.contact.hotline')}
        </h2>
        <p className="service-hero__phone">{customerService.hotline}</p>
        <a className="service-hero__call" href={hotlineHref} onClick={callHotline}>
          {t('mine.contact.call', { phone: customerService.hotline })}
        </a>
      </section>
      <List className="service-list">
        <List.Item extra={<span className="service-list__value">{t('mine.contact.hoursValue')}</span>}>{t('mine.contact.hours')}</List.Item>
        <List.Item
          description={t('mine.contact.emailHint')}
          extra={
            <a className="app-link" href={`mailto:${customerService.email}`}>
              {customerService.email}
            </a>
          }
        >
          {t('mine.contact.email')}
        </List.Item>
        <List.Item arrowIcon>
          <Link className="service-list__link" to={href('/mine/customerServer')}>
            {t('mine.contact.helpCenter')}
          </Link>
        </List.Item>
      </List>
    </div>
  );
}
