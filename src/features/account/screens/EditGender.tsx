import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { useWrite } from '@/lib/write';
import { useProfileSave } from '../components/profileSave';
import { type Sex, sexes, sexKey } from '../profile';
import '../profile.css';

/** /Personalinformation/editsex: male, female or not specified; saved, then back to the personal information. */
export default function EditGender() {
  const t = useT();
  const title = useRouteTitle('/Personalinformation/editsex');
  const { userInfo } = useSnapshot(session);
  const [sex, setSex] = useState<Sex>(userInfo?.sex ?? '0');
  const saving = useWrite(useProfileSave((chosen: Sex) => ({ sex: chosen })));

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
      <Button
        className="profile-form__save"
        block
        color="primary"
        loading={saving.pending}
        aria-busy={saving.pending || undefined}
        onClick={() => void saving.run(sex)}
      >
        {t('profile.save')}
      </Button>
    </div>
  );
}
