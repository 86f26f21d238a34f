import { useState } from 'react';
import { TextField, type KitTextProps } from '@/components/Form';
import { ApiError, api } from '@/lib/api';
import { type MessageKey, t, useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import type { ImageAnswer, ImageCode } from '../api';

/** The gateway's codes of a password check that needs an image code (again). */
const IMAGE_CODES: Readonly<Record<string, MessageKey>> = {
  IMAGE_CODE_REQUIRED: 'account.errors.imageRequired',
  IMAGE_CODE_INVALID: 'account.errors.imageInvalid',
};

/** The image code of a password form, once the gateway has asked for one; the typed answer is the form's field. */
export interface ImageCodeState {
  /** The picture showing, or null while none is needed. */
  readonly image: ImageCode | null;
  readonly loadFailed: boolean;
  /** Fetches another picture (tap on the picture, or after a failed try used the shown one up). */
  refresh(): Promise<void>;
  /** What is wrong with the typed answer while a picture shows (4 digits), in the buyer's words, or undefined. */
  problem(answer: string): string | undefined;
  /** The answer to send with the password, while a picture shows. */
  answerToSend(answer: string): ImageAnswer | undefined;
  /**
   * After a failed password check: fetches a picture when the gateway asked for one, or a new one when
   * the shown one was used up; true when a picture was fetched (the typed answer is used up too).
   */
  afterFailure(error: unknown): Promise<boolean>;
}

/** The catalogue's words for the image code failures of a password check (in the buyer's language), or null for any other. */
export function imageCodeErrorText(error: unknown): string | null {
  const key = error instanceof ApiError ? IMAGE_CODES[error.code] : undefined;
  return key === undefined ? null : t(key);
}

/**
 * The image code the gateway asks for after repeated wrong passwords (IMAGE_CODE_REQUIRED): none at
 * first; once asked, a picture from `auth.sendImageCode` whose 4 digits go with the next try. Each
 * picture is good for one try, so a failed try brings a new one.
 */
export function useImageCode(): ImageCodeState {
  const [image, setImage] = useState<ImageCode | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const refresh = async () => {
    try {
      setImage(await api.auth.sendImageCode({}));
      setLoadFailed(false);
    } catch (error) {
      logger().warn('image code not loaded', error);
      setLoadFailed(true);
    }
  };

  return {
    image,
    loadFailed,
    refresh,
    problem: (answer) => {
      if (image === null) return loadFailed ? t('account.errors.imageLoad') : undefined;
      return /^\d{4}$/.test(answer.trim()) ? undefined : t('account.errors.imageCode');
    },
    answerToSend: (answer) => (image === null ? undefined : { imageKey: image.imageKey, imageCode: answer.trim() }),
    async afterFailure(error) {
      if (imageCodeErrorText(error) === null && image === null) return false;
      await refresh();
      return true;
    },
  };
}

/** The image code field: the 4 digits typed beside the picture; tapping the picture shows another. Nothing while none is needed. */
export function ImageCodeField({ state, field }: { state: ImageCodeState; field: KitTextProps }) {
  const t = useT();
  if (state.image === null && !state.loadFailed) return null;
  return (
    <TextField
      {...field}
      label={t('account.image.label')}
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      placeholder={t('account.image.placeholder')}
      extra={
        <button
          type="button"
          className="image-code"
          onClick={() => {
            field.onChange('');
            void state.refresh();
          }}
        >
          {state.image ? (
            <img className="image-code__picture" src={state.image.image} alt={t('account.image.picture')} width={90} height={30} />
          ) : (
            <span className="image-code__failed">{t('account.errors.imageLoad')}</span>
          )}
        </button>
      }
    />
  );
}
