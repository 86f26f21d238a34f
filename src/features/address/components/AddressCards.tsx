import { Button, Dialog, Radio, Tag } from 'antd-mobile';
import { addressText } from '@/domain';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import { useNavigate } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { api } from '@/lib/api';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import type { Address } from '../api';
import { StatusBlock } from '@/components/StatusBlock';

const line = (a: Address) => addressText(a);

/** The address cards of the list and the picker: choose (picker), edit, delete, set default. */
export function AddressCards({
  list,
  selectedId,
  onChoose,
  from,
}: {
  list: readonly Address[];
  selectedId?: string;
  onChoose?: (a: Address) => void;
  from?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  // Every address read changes: the lists, and the default the order pages start from.
  const failed = (message: string) => t('address.list.failed', { message });
  const deletion = useWrite({
    write: (addressId: string) => api.address.delete({ addressId }),
    invalidates: [['address']],
    message: failed,
    onSuccess: () => showToast(t('address.list.deleted')),
  });
  const defaulting = useWrite({
    write: (addressId: string) => api.address.setDefault({ addressId }),
    invalidates: [['address']],
    message: failed,
    onSuccess: () => showToast(t('address.list.defaultSet')),
  });
  if (list.length === 0) return <StatusBlock status="empty" title={t('address.list.empty')} />;
  const remove = async (a: Address) => {
    const ok = await Dialog.confirm({ content: t('address.list.deleteConfirm'), confirmText: t('address.list.confirm'), cancelText: t('address.list.cancel') });
    if (ok) await deletion.run(a.addressId);
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
              <Button className="addr-card__op addr-card__op--text" fill="none" onClick={() => void defaulting.run(a.addressId)}>
                {t('address.list.setDefault')}
              </Button>
            )}
            <span className="addr-card__ops">
              <Button
                className="addr-card__op"
                fill="none"
                aria-label={t('address.list.edit', { name: a.receiverName })}
                onClick={() => void navigate(href('/receivingAddress/edit', { addressId: a.addressId, ...(from ? { from } : {}) }))}
              >
                <EditSOutline aria-hidden="true" />
              </Button>
              <Button className="addr-card__op" fill="none" aria-label={t('address.list.delete', { name: a.receiverName })} onClick={() => void remove(a)}>
                <DeleteOutline aria-hidden="true" />
              </Button>
            </span>
          </div>
        </div>
      ))}
    </>
  );
}
