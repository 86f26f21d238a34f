import { TextField, type KitTextProps } from '@/components/Form';
import { TITLE_FIELDS, titleInputMode, type TitleField } from '../titleFields';

/**
 * The text fields of a title (titleFields.ts), as the title form and the invoice form's new-title part show
 * them: the company fields only for a company title. Each form words the labels and placeholders its way.
 */
export function TitleFields(props: {
  readonly text: (field: TitleField) => KitTextProps;
  readonly company: boolean;
  readonly required: (field: TitleField) => boolean;
  readonly label: (field: TitleField) => string;
  readonly placeholder: (field: TitleField) => string | undefined;
}) {
  const { text, company, required, label, placeholder } = props;
  return (
    <>
      {TITLE_FIELDS.filter((field) => company || field === 'title').map((field) => (
        <TextField
          key={field}
          {...text(field)}
          label={label(field)}
          required={required(field)}
          placeholder={placeholder(field)}
          inputMode={titleInputMode[field]}
          clearable
        />
      ))}
    </>
  );
}
