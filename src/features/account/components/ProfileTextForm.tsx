import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useClickGuard } from '@/components/ClickGuard';
import { errorText } from '@/lib/api';
import { type MessageKey, useT } from '@/lib/i18n';
import { useGoBack } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { saveProfile } from '../profile';
import { TextField, useFormDraft } from '@/components/Form';
import '../account.css';

export interface ProfileTextFormProps {
  /** The field of member.updateProfile this form edits. */
  readonly field: 'realName' | 'nickname';
  readonly label: string;
  readonly placeholder: string;
  /** The rule under the field, in the buyer's words. */
  readonly hint: string;
  readonly initial: string;
  /** What is wrong with a typed value (catalogue key), or null. */
  readonly problem: (value: string) => MessageKey | null;
}

/**
 * One text of the personal information (the name, the nickname): typed, checked here with the rule the
 * gateway applies too — a bad value says why under the field and nothing is sent — then saved, and back
 * to /Personalinformation. What is typed is kept until it is saved (useFormDraft).
 */
export function ProfileTextForm({ field, label, placeholder, hint, initial, problem }: ProfileTextFormProps) {
  const t = useT();
  const goBack = useGoBack();
  // Kept in the tab until saved: a failed save, a reload or a login in between lose nothing typed.
  const [draft, setDraft, clearDraft] = useFormDraft(`profile.${field}`, () => ({ value: initial }));
  const { value } = draft;
  const [error, setError] = useState<MessageKey | null>(null);
  const { guard, running } = useClickGuard();

  const save = guard(async () => {
    const found = problem(value);
    setError(found);
    if (found) return;
    try {
      await saveProfile({ [field]: value.trim() });
      clearDraft();
      showToast(t('profile.saved'), 1200);
      goBack(href('/Personalinformation'));
    } catch (failure) {
      showErrorBanner(t('profile.saveFailed', { message: errorText(failure) }));
    }
  });

  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <List className="profile-form__fields">
        <TextField
          id={`profile-${field}`}
          label={label}
          required
          placeholder={placeholder}
          value={value}
          onChange={(next) => {
            setDraft({ value: next });
            if (error) setError(null);
          }}
          clearable
          error={error ? t(error) : null}
        />
      </List>
      <p className="profile-form__hint">{hint}</p>
      <Button className="profile-form__save" block color="primary" type="submit" loading={running} aria-busy={running || undefined}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
