import { Button, Dialog, Radio, Tag } from 'antd-mobile';
import { useNavigate } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { addressApi, type Address } from '../api';
import { errorText } from './ui';
import { StatusBlock } from '@/components/StatusBlock';

const line = (a: Address) => a.fullAddress ?? `${a.province}${a.city}${a.district}${a.detail}`;

/** The address cards of the list and the picker: choose (picker), edit, delete, set default. */
export function AddressCards({
  list,
  onChanged,
  selectedId,
  onChoose,
  from,
}: {
  list: readonly Address[];
  onChanged: () => void;
  selectedId?: string;
  onChoose?: (a: Address) => void;
  from?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  if (list.length === 0) return <StatusBlock status="empty" title={t('address.list.empty')} />;
  const remove = async (a: Address) => {
    const ok = await Dialog.confirm({ content: t('address.list.deleteConfirm'), confirmText: t('address.list.confirm'), cancelText: t('address.list.cancel') });
    if (!ok) return;
    try {
      await addressApi.remove(a.addressId);
      showToast(t('address.list.deleted'));
      onChanged();
    } catch (error) {
      showErrorBanner(t('address.list.failed', { message: errorText(error) }));
    }
  };
  const makeDefault = async (a: Address) => {
    try {
      await addressApi.setDefault(a.addressId);
      showToast(t('address.list.defaultSet'));
      onChanged();
    } catch (error) {
      showErrorBanner(t('address.list.failed', { message: errorText(error) }));
    }
  };
  const body = (a: Address) => (
    <span style={{ flex: 1 }}>
      <span className="addr-card__main">
        {a.receiverName} {a.receiverMobile} {a.isDefault && <Tag color="primary">{t('address.list.default')}</Tag>}
      </span>
      <span className="addr-card__sub" style={{ display: 'block' }}>
        {line(a)}
      </span>
    </span>
  );
  return (
    <>
      {list.map((a) => (
        <div className="addr-card" key={a.addressId}>
          {onChoose ? (
            <button
              type="button"
              className="app-plain-button addr-pick"
              aria-label={t('address.list.choose', { name: `${a.receiverName} ${line(a)}` })}
              onClick={() => onChoose(a)}
            >
              <Radio checked={a.addressId === selectedId} aria-hidden="true" tabIndex={-1} />
              {body(a)}
            </button>
          ) : (
            body(a)
          )}
          <div className="addr-card__bar">
            {a.isDefault ? (
              <span className="addr-card__sub">{t('address.list.default')}</span>
            ) : (
              <Button size="mini" fill="none" onClick={() => void makeDefault(a)}>
                {t('address.list.setDefault')}
              </Button>
            )}
            <span className="addr-card__ops">
              <Button
                size="mini"
                aria-label={t('address.list.edit', { name: a.receiverName })}
                onClick={() => void navigate(href('/receivingAddress/edit', { addressId: a.addressId, ...(from ? { from } : {}) }))}
              >
                ✎
              </Button>
              <Button size="mini" color="danger" fill="outline" aria-label={t('address.list.delete', { name: a.receiverName })} onClick={() => void remove(a)}>
                ✕
              </Button>
            </span>
          </div>
        </div>
      ))}
    </>
  );
}
