import List from 'antd-mobile/es/components/list';
import DownOutline from 'antd-mobile-icons/es/DownOutline';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { customerService } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href, type RoutePath } from '@/lib/routes';
import { routeTitle } from '@/lib/routeTitles';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { callHotline, hotlineHref } from '../services';
import '../service.css';

/** The common questions, in the order shown (their texts: mine.service.faq.<id>). */
const QUESTIONS = ['order', 'delivery', 'invoice', 'refund', 'account'] as const;
type Question = (typeof QUESTIONS)[number];

/**
 * One common question as a disclosure: a whole-row button (aria-expanded) with a chevron that turns,
 * its answer below when open. Ours rather than antd-mobile's Collapse, whose header is a clickable row
 * without a button role or an expanded state, and which brings react-spring into the page.
 */
function Faq({ id }: { id: Question }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className="service-faq">
      <h3 className="service-faq__heading">
        <button type="button" className="service-faq__question" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen(!open)}>
          <span>{t(`mine.service.faq.${id}.q`)}</span>
          <DownOutline className="service-faq__icon" aria-hidden="true" />
        </button>
      </h3>
      <p id={answerId} className="service-faq__answer" hidden={!open}>
        {t(`mine.service.faq.${id}.a`)}
      </p>
    </div>
  );
}

/** The help articles listed, each under its route's title. */
const ARTICLES = [
  '/article/vatinvoice-help',
  '/article/payArticle',
  '/article/userAgreement',
  '/article/userPrivate',
  '/article/permissionDetail',
] as const satisfies readonly RoutePath[];

/**
 * /mine/customerServer: the help centre — the common questions (each opens its answer), the help
 * articles (/article/*), and for anything else contact us (/mine/contactServer) or the hotline.
 */
export default function CustomerService() {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const title = useRouteTitle('/mine/customerServer');
  const titleOf = (path: RoutePath) => routeTitle(path, locale) || path;
  return (
    <div className="app-screen service-page">
      <Header title={title} />
      <section className="service-section" aria-labelledby="service-faq-title">
        <h2 id="service-faq-title" className="service-section__title">
          {t('mine.service.faqTitle')}
        </h2>
        {QUESTIONS.map((id) => (
          <Faq key={id} id={id} />
        ))}
      </section>
      <List className="service-list" header={<h2 className="service-list__title">{t('mine.service.articlesTitle')}</h2>}>
        {ARTICLES.map((path) => (
          <List.Item key={path} arrowIcon>
            <Link className="service-list__link" to={href(path)}>
              {titleOf(path)}
            </Link>
          </List.Item>
        ))}
      </List>
      <List className="service-list" header={<h2 className="service-list__title">{t('mine.service.contactTitle')}</h2>}>
        <List.Item arrowIcon>
          <Link className="service-list__link" to={href('/mine/contactServer')}>
            {t('mine.service.contactUs')}
          </Link>
        </List.Item>
        <List.Item arrowIcon>
          <a className="service-list__link" href={hotlineHref} onClick={callHotline}>
            {t('mine.contact.call', { phone: customerService.hotline })}
          </a>
        </List.Item>
      </List>
    </div>
  );
}
