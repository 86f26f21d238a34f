import { useState } from 'react';
import { ApiError } from '@/lib/api';
import { type MessageKey, t, useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { fetchImageCode, type ImageAnswer, type ImageCode } from '../api';
import { TextField } from '@/components/Form';

/** The gateway's codes of a password check that needs an image code (again). */
const IMAGE_CODES: Readonly<Record<string, MessageKey>> = {
  IMAGE_CODE_REQUIRED: 'account.errors.imageRequired',
  IMAGE_CODE_INVALID: 'account.errors.imageInvalid',
};

/** The image code of a password form, once the gateway has asked for one. */
export interface ImageCodeState {
  /** The picture showing, or null while none is needed. */
  readonly image: ImageCode | null;
  readonly answer: string;
  readonly loadFailed: boolean;
  setAnswer(value: string): void;
  /** Fetches another picture (tap on the picture, or after a failed try used the shown one up). */
  refresh(): Promise<void>;
  /** What is wrong with the typed answer while a picture shows (4 digits), or null. */
  problem(): MessageKey | null;
  /** The answer to send with the password, while a picture shows. */
  answerToSend(): ImageAnswer | undefined;
  /**
   * After a failed password check: fetches a picture when the gateway asked for one, or a new one when
   * the shown one was used up; returns the error to show — the catalogue's text for the image code
   * failures (so it reads in the buyer's language), else the error as it was.
   */
  afterFailure(error: unknown): Promise<unknown>;
}

/**
 * The image code the gateway asks for after repeated wrong passwords (IMAGE_CODE_REQUIRED): none at
 * first; once asked, a picture from `auth.sendImageCode` whose 4 digits go with the next try. Each
 * picture is good for one try, so a failed try brings a new one.
 */
export function useImageCode(): ImageCodeState {
  const [image, setImage] = useState<ImageCode | null>(null);
  const [answer, setAnswer] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);

  const refresh = async () => {
    setAnswer('');
    try {
      setImage(await fetchImageCode());
      setLoadFailed(false);
    } catch (error) {
      logger().warn('image code not loaded', error);
      setLoadFailed(true);
    }
  };

  return {
    image,
    answer,
    loadFailed,
    setAnswer,
    refresh,
    problem: () => {
      if (image === null) return loadFailed ? 'account.errors.imageLoad' : null;
      return /^\d{4}$/.test(answer.trim()) ? null : 'account.errors.imageCode';
    },
    answerToSend: () => (image === null ? undefined : { imageKey: image.imageKey, imageCode: answer.trim() }),
    async afterFailure(error) {
      const key = error instanceof ApiError ? IMAGE_CODES[error.code] : undefined;
      if (key !== undefined || image !== null) await refresh();
      return key === undefined ? error : new Error(t(key));
    },
  };
}

/** The image code field: the 4 digits typed beside the picture; tapping the picture shows another. Nothing while none is needed. */
export function ImageCodeField({ id, state, error }: { id: string; state: ImageCodeState; error?: string | null | undefined }) {
  const t = useT();
  if (state.image === null && !state.loadFailed) return null;
  return (
    <TextField
      id={id}
      label={t('account.image.label')}
      required
      error={error}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      placeholder={t('account.image.placeholder')}
      value={state.answer}
      onChange={state.setAnswer}
      extra={
        <button type="button" className="image-code" onClick={() => void state.refresh()}>
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
