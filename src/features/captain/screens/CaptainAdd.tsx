import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { TextField } from '@/components/Form';
import { Header } from '@/components/Header';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href, localHref } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { checkFormat } from '@/lib/validation';
import { captainApi } from '../api';
import '../components/captain.css';

type Field = 'name' | 'mobile' | 'certificateNo';

/**
 * /myCaptain/add?from=…: adds a captain — name (rule personName), mobile (rule mobile) and the optional
 * crew certificate number (rule certificateNo), checked with the generated validators before anything is
 * sent; back to `from` (binding a captain to a ship) when given, else to the captain list.
 */
export default function CaptainAdd() {
  const t = useT();
  const navigate = useNavigate();
  const from = localHref(useRouteQuery('/myCaptain/add').from);
  const title = useRouteTitle('/myCaptain/add');
  const [form, setForm] = useState<Record<Field, string>>({ name: '', mobile: '', certificateNo: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (key: Field) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    const name = form.name.trim();
    const mobile = form.mobile.trim();
    const certificateNo = form.certificateNo.trim();
    const problems = {
      name: checkFormat('personName', name),
      mobile: checkFormat('mobile', mobile),
      certificateNo: certificateNo ? checkFormat('certificateNo', certificateNo) : null,
    };
    const found: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(problems) as [Field, (typeof problems)[Field]][]) if (key) found[field] = t(key);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      showToast(first);
      return;
    }
    try {
      await captainApi.add({ name, mobile, ...(certificateNo ? { certificateNo } : {}) });
      showToast(t('captain.add.saved'));
      void navigate(from ?? href('/myCaptain'), { replace: true });
    } catch (error) {
      showErrorBanner(t('captain.add.failed', { message: errorText(error) }));
    }
  };

  return (
    <div className="app-screen">
      <Header title={title} />
      <List>
        <TextField
          id="captain-name"
          label={t('captain.add.name')}
          required
          placeholder={t('captain.add.namePlaceholder')}
          value={form.name}
          onChange={set('name')}
          error={errors.name}
          clearable
        />
        <TextField
          id="captain-mobile"
          label={t('captain.add.mobile')}
          required
          type="tel"
          inputMode="numeric"
          placeholder={t('captain.add.mobilePlaceholder')}
          value={form.mobile}
          onChange={set('mobile')}
          error={errors.mobile}
          clearable
        />
        <TextField
          id="captain-certificate"
          label={t('captain.add.certificateNo')}
          placeholder={t('captain.add.optional')}
          value={form.certificateNo}
          onChange={set('certificateNo')}
          error={errors.certificateNo}
          clearable
        />
      </List>
      <div className="app-bottom-bar">
        <GuardedButton block color="primary" onClick={save}>
          {t('captain.add.save')}
        </GuardedButton>
      </div>
    </div>
  );
}
