import { FormError, type KitTextProps } from '@/components/Form';
import { ImageUpload } from '@/components/ImageUpload';
import { useT } from '@/lib/i18n';

/**
 * A document picture of the form (licence, ID card): the kit's uploader with room for one — the camera or
 * the album (the app's pickImage inside the app), compressed and uploaded at once; the form sends the
 * uploaded picture's URL. The thumbnail has its remove button, after which another can be added.
 */
export function ImageField({ label, field }: { label: string; /** The form kit's field (`kit.text('licenseImageUrl')`). */ field: KitTextProps }) {
  const t = useT();
  const { id, value, onChange, error } = field;
  return (
    <div className="ent-image">
      <label className="ent-image__label app-required" htmlFor={id}>
        {label}
      </label>
      <ImageUpload
        id={id}
        label={label}
        addLabel={t('enterprise.form.pickImage', { field: label })}
        max={1}
        value={value ? [value] : []}
        onChange={(urls) => onChange(urls[0] ?? '')}
      />
      {error ? <FormError message={error} /> : <span className="ent-image__hint">{t('enterprise.form.imageHint')}</span>}
    </div>
  );
}
