import { FormError, type KitTextProps } from '@/components/Form';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { nativeBridge } from '@/lib/native';
import { showErrorBanner } from '@/lib/ui';
import { shrinkImage } from '../image';

/**
 * A document picture of the form (licence, ID card): a tap picks one through the bridge's pickImage (the
 * app's camera or album; a file input in a browser), scaled down for sending; the picture shows once
 * chosen and a tap replaces it.
 */
export function ImageField({ label, field }: { label: string; /** The form kit's field (`kit.text('licenseImageUrl')`). */ field: KitTextProps }) {
  const t = useT();
  const { value, onChange, error } = field;
  const pick = async () => {
    try {
      const [picked] = await nativeBridge().pickImage({ count: 1 });
      if (picked) onChange(await shrinkImage(picked.dataUrl));
    } catch (failure) {
      showErrorBanner(t('enterprise.form.imageFailed', { message: errorText(failure) }));
    }
  };
  return (
    <div className="ent-image">
      <span className="ent-image__label app-required">{label}</span>
      <button
        type="button"
        className={value ? 'ent-image__pick ent-image__pick--set' : 'ent-image__pick'}
        aria-label={value ? t('enterprise.form.replaceImage', { field: label }) : t('enterprise.form.pickImage', { field: label })}
        onClick={() => void pick()}
      >
        {value ? (
          <img src={value} alt="" className="ent-image__preview" />
        ) : (
          <span className="ent-image__plus" aria-hidden="true">
            +
          </span>
        )}
      </button>
      {error ? <FormError message={error} /> : <span className="ent-image__hint">{t('enterprise.form.imageHint')}</span>}
    </div>
  );
}
