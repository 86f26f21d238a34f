import { useT } from '@/lib/i18n';
import { useGoBack } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import type { WriteOptions } from '@/lib/write';
import { type MemberInformation, PROFILE_CHANGED, type ProfileChange, saveProfile } from '../profile';

/** The save of an edit page of the personal information: the change, then back to /Personalinformation, which shows it. */
export function useProfileSave<T>(change: (values: T) => ProfileChange): WriteOptions<T, MemberInformation> {
  const t = useT();
  const goBack = useGoBack();
  return {
    write: (values) => saveProfile(change(values)),
    invalidates: PROFILE_CHANGED,
    message: (message) => t('profile.saveFailed', { message }),
    onSuccess: () => {
      showToast(t('profile.saved'), 1200);
      goBack(href('/Personalinformation'));
    },
  };
}
