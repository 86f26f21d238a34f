import List from 'antd-mobile/es/components/list';
import { TextField, useFormKit, SubmitBar } from '@/components/Form';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { captainAddFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href, localHref } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import '../components/captain.css';

const emptyCaptain = () => ({ name: '', mobile: '', certificateNo: '' });

/**
 * /myCaptain/add?from=…: adds a captain — name (rule personName), mobile (rule mobile) and the optional
 * crew certificate number (rule certificateNo), checked by the rules of captain.add before anything is
 * sent; back to `from` (binding a captain to a ship) when given, else to the captain list.
 */
export default function CaptainAdd() {
  const t = useT();
  const navigate = useNavigate();
  const from = localHref(useRouteQuery('/myCaptain/add').from);
  const title = useRouteTitle('/myCaptain/add');
  const kit = useFormKit({
    defaultValues: emptyCaptain,
    rules: { name: captainAddFields.name, mobile: captainAddFields.mobile, certificateNo: captainAddFields.certificateNo },
    normalize: (captain) => ({ name: captain.name.trim(), mobile: captain.mobile.trim(), certificateNo: captain.certificateNo.trim() }),
    draft: 'captain.add',
    submit: {
      write: ({ certificateNo, ...captain }) => api.captain.add({ ...captain, ...(certificateNo ? { certificateNo } : {}) }),
      // Every captain read: the list, and the captains the ship bind page offers.
      invalidates: [['captain']],
      message: (message) => t('captain.add.failed', { message }),
      onSuccess: () => {
        showToast(t('captain.add.saved'));
        void navigate(from ?? href('/myCaptain'), { replace: true });
      },
    },
  });

  return (
    <div className="app-screen">
      <Header title={title} />
      <List>
        <TextField label={t('captain.add.name')} placeholder={t('captain.add.namePlaceholder')} clearable {...kit.text('name')} />
        <TextField
          label={t('captain.add.mobile')}
          type="tel"
          inputMode="numeric"
          placeholder={t('captain.add.mobilePlaceholder')}
          clearable
          {...kit.text('mobile')}
        />
        <TextField label={t('captain.add.certificateNo')} placeholder={t('captain.add.optional')} clearable {...kit.text('certificateNo')} />
      </List>
      <SubmitBar kit={kit}>{t('captain.add.save')}</SubmitBar>
    </div>
  );
}
