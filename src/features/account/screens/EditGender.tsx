import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useGoBack } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { saveProfile, type Sex, sexes, sexKey } from '../profile';
import '../profile.css';

/** /Personalinformation/editsex: male, female or not specified; saved, then back to the personal information. */
export default function EditGender() {
  const t = useT();
  const goBack = useGoBack();
  const title = useRouteTitle('/Personalinformation/editsex');
  const { userInfo } = useSnapshot(session);
  const [sex, setSex] = useState<Sex>(userInfo?.sex ?? '0');
  const { guard, running } = useClickGuard();

  const save = guard(async () => {
    try {
      await saveProfile({ sex });
      showToast(t('profile.saved'), 1200);
      goBack(href('/Personalinformation'));
    } catch (failure) {
      showErrorBanner(t('profile.saveFailed', { message: errorText(failure) }));
    }
  });

  return (
    <div className="app-screen profile-page">
      <Header title={title} />
      <Radio.Group value={sex} onChange={(value) => setSex(value as Sex)}>
        <div role="radiogroup" aria-label={t('profile.sexGroup')}>
          <List className="profile-form__fields app-hit-inputs">
            {sexes.map((option) => (
              <List.Item key={option}>
                <Radio value={option} block>
                  {t(sexKey[option])}
                </Radio>
              </List.Item>
            ))}
          </List>
        </div>
      </Radio.Group>
      <Button className="profile-form__save" block color="primary" loading={running} aria-busy={running || undefined} onClick={() => void save()}>
        {t('profile.save')}
      </Button>
    </div>
  );
}
