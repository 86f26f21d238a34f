import { Button, Input, List } from 'antd-mobile';
import { BottomAction } from '@/components/BottomAction';
import { FormError } from '@/components/Form';
import { useState } from 'react';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { nativeBridge, type MapAddress } from '@/lib/native';
import { currentRuntimeConfig } from '@/lib/runtimeConfig';
import { localHref } from '@/lib/routes';
import { applyMapAddress } from '@/lib/session';
import { MapSearch } from '../components/MapSearch';
import { RegionField, type Region } from '../components/RegionField';
import { useRouteTitle } from '../components/ui';
import { setPicked } from '../store';
import '../components/address.css';
import { showToast } from '@/lib/ui';

const noRegion: Region = { province: '', city: '', district: '' };

/**
 * /receivingAddress/chose_address: the web stand-in for the app's map picker (inside the app the form opens
 * the native mapAddress instead). With a map key configured, a map whose search fills the place, its region
 * and position; always the place typed, the region picked from the national list and the device position.
 * The choice goes back to the page that asked, as the native mapAddressSure would.
 */
export default function AddressMapPick() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const from = localHref(useRouteQuery('/receivingAddress/chose_address').from);
  const title = useRouteTitle('/receivingAddress/chose_address');
  const mapConfig = currentRuntimeConfig()?.map;
  const [address, setAddress] = useState('');
  const [region, setRegion] = useState<Region>(noRegion);
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null);
  const [errors, setErrors] = useState<{ address?: string; region?: string }>({});
  const back = () => (from ? void navigate(from, { replace: true }) : goBack());
  const locate = async () => {
    try {
      const p = await nativeBridge().getPosition();
      setPosition({ latitude: p.latitude, longitude: p.longitude });
    } catch {
      showToast(t('address.map.positionFailed'));
    }
  };
  const found = (place: MapAddress) => {
    if (place.address) setAddress(place.address);
    if (place.province && place.city && place.district)
      setRegion({
        province: place.province,
        city: place.city,
        district: place.district,
        provinceCode: place.provinceCode,
        cityCode: place.cityCode,
        districtCode: place.districtCode,
      });
    if (place.latitude !== undefined && place.longitude !== undefined) setPosition({ latitude: place.latitude, longitude: place.longitude });
    setErrors({});
  };
  const confirm = () => {
    const problems = {
      ...(address.trim() ? {} : { address: t('address.map.required') }),
      ...(region.province ? {} : { region: t('address.region.required') }),
    };
    setErrors(problems);
    if (problems.address || problems.region) return;
    const chosen: MapAddress = {
      address: address.trim(),
      province: region.province,
      city: region.city,
      district: region.district,
      ...(region.provinceCode && region.cityCode && region.districtCode
        ? { provinceCode: region.provinceCode, cityCode: region.cityCode, districtCode: region.districtCode }
        : {}),
      ...(position ?? {}),
    };
    applyMapAddress(chosen);
    setPicked(chosen);
    back();
  };
  return (
    <div className="app-screen">
      <Header title={title} onBack={back} />
      {mapConfig ? <MapSearch config={mapConfig} onPick={found} /> : null}
      <List>
        <List.Item title={<span className="app-required">{t('address.region.label')}</span>} description={<FormError message={errors.region} />}>
          <RegionField label={t('address.region.label')} value={region} onChange={setRegion} />
        </List.Item>
        <List.Item title={<span className="app-required">{t('address.map.address')}</span>} description={<FormError message={errors.address} />}>
          <Input aria-label={t('address.map.address')} value={address} placeholder={t('address.map.addressPlaceholder')} onChange={setAddress} clearable />
        </List.Item>
        <List.Item
          extra={
            <Button className="addr-place-button" color="primary" fill="outline" onClick={() => void locate()}>
              {t('address.map.useMyPosition')}
            </Button>
          }
        >
          {position ? t('address.map.positioned') : <span className="addr-card__sub">{t('address.map.positionHint')}</span>}
        </List.Item>
      </List>
      <BottomAction onClick={confirm}>{t('address.map.confirm')}</BottomAction>
    </div>
  );
}
