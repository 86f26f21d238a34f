import { Button, Input, List } from 'antd-mobile';
import { BottomAction } from '@/components/BottomAction';
import { useState } from 'react';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { nativeBridge, type MapAddress } from '@/lib/native';
import { localHref } from '@/lib/routes';
import { applyMapAddress } from '@/lib/session';
import { useRouteTitle } from '../components/ui';
import { setPicked } from '../store';
import '../components/address.css';
import { showToast } from '@/lib/ui';

/**
 * /receivingAddress/chose_address: the web stand-in for the app's map picker. The buyer types the
 * place (and may add the device position); the choice goes back to the page that asked, as the
 * native mapAddressSure would.
 */
export default function AddressMapPick() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const from = localHref(useRouteQuery('/receivingAddress/chose_address').from);
  const title = useRouteTitle('/receivingAddress/chose_address');
  const [place, setPlace] = useState({ address: '', province: '', city: '', district: '' });
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null);
  const [error, setError] = useState('');
  const back = () => (from ? void navigate(from, { replace: true }) : goBack());
  const locate = async () => {
    try {
      const p = await nativeBridge().getPosition();
      setPosition({ latitude: p.latitude, longitude: p.longitude });
    } catch {
      showToast(t('address.map.positionFailed'));
    }
  };
  const confirm = () => {
    if (!place.address.trim()) {
      setError(t('address.map.required'));
      return;
    }
    const chosen: MapAddress = {
      address: place.address.trim(),
      ...(place.province.trim() ? { province: place.province.trim() } : {}),
      ...(place.city.trim() ? { city: place.city.trim() } : {}),
      ...(place.district.trim() ? { district: place.district.trim() } : {}),
      ...(position ?? {}),
    };
    applyMapAddress(chosen);
    setPicked(chosen);
    back();
  };
  const field = (key: keyof typeof place, label: string, placeholder?: string) => (
    <List.Item title={label}>
      <Input aria-label={label} value={place[key]} placeholder={placeholder} onChange={(value) => setPlace((p) => ({ ...p, [key]: value }))} clearable />
    </List.Item>
  );
  return (
    <div className="app-screen">
      <Header title={title} onBack={back} />
      <List>
        {field('address', t('address.map.address'), t('address.map.addressPlaceholder'))}
        {field('province', t('address.form.province'))}
        {field('city', t('address.form.city'))}
        {field('district', t('address.form.district'))}
        <List.Item
          extra={
            <Button className="addr-place-button" color="primary" fill="outline" onClick={() => void locate()}>
              {t('address.map.useMyPosition')}
            </Button>
          }
        >
          {position ? t('address.map.positioned') : <span className="addr-card__sub">{t('address.map.hint')}</span>}
        </List.Item>
      </List>
      {error && (
        <div className="app-field-error" role="alert" style={{ padding: '8px 12px' }}>
          {error}
        </div>
      )}
      <BottomAction onClick={confirm}>{t('address.map.confirm')}</BottomAction>
    </div>
  );
}
