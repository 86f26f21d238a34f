import { Button, Dialog, Radio, Tag } from 'antd-mobile';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import { EmptyState } from '@/components/LoadState';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { callKey } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { setDefaultTitle, type VatTitle } from '../titleApi';

/** What a card shows of a title: name, type, default mark, tax number and bank. */
function TitleBody({ title }: { title: VatTitle }) {
  const t = useT();
  return (
    <span className="vt-card__body">
      <span className="vt-card__main">
        <span className="vt-card__name">{title.title}</span>
        <Tag fill="outline" className="vt-tag">
          {t(`vatTitle.type.${title.titleType}`)}
        </Tag>
        {title.isDefault && (
          <Tag color="primary" className="vt-tag">
            {t('vatTitle.list.default')}
          </Tag>
        )}
      </span>
      {title.taxNumber && <span className="vt-card__sub">{t('vatTitle.list.taxNumber', { no: title.taxNumber })}</span>}
      {(title.bank || title.bankAccount) && (
        <span className="vt-card__sub">{t('vatTitle.list.bank', { bank: title.bank ?? '', account: title.bankAccount ?? '' })}</span>
      )}
    </span>
  );
}

/** The cards of the title list: set default, edit, delete (after a confirm dialog). */
export function TitleCards({ list }: { list: readonly VatTitle[] }) {
  const t = useT();
  const navigate = useNavigate();
  // Every title list (the pickers, checkout's invoice) shows the change.
  const changed = {
    invalidates: [callKey('invoice.vatTitles'), callKey('invoice.vatTitleDetail')],
    message: (message: string) => t('vatTitle.list.failed', { message }),
  };
  const removing = useWrite({
    ...changed,
    write: (title: VatTitle) => api.invoice.vatTitleDelete({ titleId: title.titleId }),
    onSuccess: () => showToast(t('vatTitle.list.deleted')),
  });
  const defaulting = useWrite({ ...changed, write: setDefaultTitle, onSuccess: () => showToast(t('vatTitle.list.defaultSet')) });
  if (list.length === 0) return <EmptyState title={t('vatTitle.list.empty')} />;
  const remove = async (title: VatTitle) => {
    const ok = await Dialog.confirm({
      content: t('vatTitle.list.deleteConfirm', { name: title.title }),
      confirmText: t('vatTitle.list.confirm'),
      cancelText: t('vatTitle.list.cancel'),
    });
    if (ok) await removing.run(title);
  };
  return (
    <ul className="vt-list">
      {list.map((title) => (
        <li key={title.titleId}>
          <article className="vt-card" aria-label={title.title}>
            <TitleBody title={title} />
            <div className="vt-card__bar">
              {title.isDefault ? (
                <span className="vt-card__sub">{t('vatTitle.list.default')}</span>
              ) : (
                <Button size="mini" fill="none" aria-label={t('vatTitle.list.setDefaultOf', { name: title.title })} onClick={() => void defaulting.run(title)}>
                  {t('vatTitle.list.setDefault')}
                </Button>
              )}
              <span className="vt-card__ops">
                <Button
                  size="mini"
                  aria-label={t('vatTitle.list.edit', { name: title.title })}
                  onClick={() => void navigate(href('/account/vatInvoice/edit', { vatInvoiceId: title.titleId }))}
                >
                  <EditSOutline aria-hidden="true" />
                </Button>
                <Button
                  size="mini"
                  color="danger"
                  fill="outline"
                  aria-label={t('vatTitle.list.delete', { name: title.title })}
                  onClick={() => void remove(title)}
                >
                  <DeleteOutline aria-hidden="true" />
                </Button>
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The cards of the title picker: one tap chooses a title; the current choice is marked. */
export function TitleChoices({ list, selectedId, onChoose }: { list: readonly VatTitle[]; selectedId?: string; onChoose: (title: VatTitle) => void }) {
  const t = useT();
  if (list.length === 0) return <EmptyState title={t('vatTitle.select.empty')} />;
  return (
    <ul className="vt-list">
      {list.map((title) => (
        <li key={title.titleId}>
          <button
            type="button"
            className="app-plain-button vt-card vt-card--pick"
            aria-label={t('vatTitle.select.choose', { name: title.title })}
            aria-pressed={title.titleId === selectedId}
            onClick={() => onChoose(title)}
          >
            <Radio checked={title.titleId === selectedId} aria-hidden="true" tabIndex={-1} />
            <TitleBody title={title} />
          </button>
        </li>
      ))}
    </ul>
  );
}
