import { FormScreen, TextField, useFormKit } from '@/components/Form';
import { api } from '@/lib/api';
import { captainAddFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { href, localHref } from '@/lib/routes';
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
  const title = useRouteTitle('/myCaptain/add');
  const from = localHref(useRouteQuery('/myCaptain/add').from);
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
    },
    done: { toast: t('captain.add.saved'), to: from ?? href('/myCaptain') },
  });

  return (
    <FormScreen title={title} kit={kit} submitText={t('captain.add.save')}>
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
    </FormScreen>
  );
}
