import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { type FieldMessages, TextField, useFormKit } from '@/components/Form';
import { memberUpdateProfileFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useProfileSave } from './profileSave';
import '../account.css';

export interface ProfileTextFormProps {
  /** The field of member.updateProfile this form edits. */
  readonly field: 'realName' | 'nickname';
  readonly label: string;
  readonly placeholder: string;
  /** The rule under the field, in the buyer's words. */
  readonly hint: string;
  readonly initial: string;
  /** The form's words for a blank value (the rule's own message says the rest). */
  readonly messages: FieldMessages;
}

/**
 * One text of the personal information (the name, the nickname): typed, checked here with the rule the
 * gateway applies too — a bad value says why under the field and nothing is sent — then saved, and back
 * to /Personalinformation. What is typed is kept until it is saved (the form's draft).
 */
export function ProfileTextForm({ field, label, placeholder, hint, initial, messages }: ProfileTextFormProps) {
  const t = useT();
  const kit = useFormKit({
    defaultValues: () => ({ value: initial }),
    // Required here: the call leaves out what does not change, this form changes this field.
    rules: { value: { ...memberUpdateProfileFields[field], required: true } },
    messages: { value: messages },
    normalize: ({ value }) => ({ value: value.trim() }),
    draft: `profile.${field}`,
    submit: useProfileSave(({ value }: { value: string }) => ({ [field]: value })),
  });

  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void kit.submit();
      }}
    >
      <List className="profile-form__fields">
        <TextField {...kit.text('value')} id={`profile-${field}`} label={label} placeholder={placeholder} clearable />
      </List>
      <p className="profile-form__hint">{hint}</p>
      <Button className="profile-form__save" block color="primary" type="submit" loading={kit.write.pending} aria-busy={kit.write.pending || undefined}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
