import { useEffect, useRef, useState } from 'react';
import ImageUploader, { type ImageUploaderRef, type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { isNativeUserAgent, nativeBridge } from '@/lib/native';
import { fileOfDataUrl, uploadPicture } from './upload';
import './ImageUpload.css';

export interface ImageUploadProps {
  /** Id of the add control (the file input, or the app's pick button), for the field's label. */
  readonly id?: string;
  /** The uploaded pictures' URLs (what the gateway's upload answered). */
  readonly value: readonly string[];
  readonly onChange: (urls: string[]) => void;
  /** The most pictures the field takes. */
  readonly max: number;
  /** Names the field in the add, view and remove buttons ("付款凭证"). */
  readonly label: string;
  /** The add control's name, when the field words it itself ("上传营业执照"); else "添加<label>". */
  readonly addLabel?: string;
  /** A line above the pictures (what to photograph, how many). */
  readonly hint?: string;
  readonly disabled?: boolean;
  /** Tells the form a picture is being uploaded (submit waits). */
  readonly onBusyChange?: (busy: boolean) => void;
}

const inApp = () => typeof navigator !== 'undefined' && isNativeUserAgent(navigator.userAgent);

/**
 * Pictures the buyer adds to a form: picked with the camera or the album (antd-mobile's ImageUploader in a
 * browser, the app's own picker — the bridge's pickImage — inside the app), compressed in the browser,
 * uploaded at once through the signed upload call, and shown as thumbnails each with a remove button. The
 * value is the list of uploaded URLs, which the form's call sends.
 */
export function ImageUpload({ id, value, onChange, max, label, addLabel, hint, disabled = false, onBusyChange }: ImageUploadProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(0);
  const uploaderRef = useRef<ImageUploaderRef>(null);
  const latest = useRef(value);
  latest.current = value;
  const native = inApp();

  useEffect(() => onBusyChange?.(busy > 0), [busy, onBusyChange]);
  // The file input names the field it adds to (antd-mobile's says only "upload") and takes the label's id.
  useEffect(() => {
    const input = uploaderRef.current?.nativeElement;
    input?.setAttribute('aria-label', addLabel ?? t('upload.add', { label }));
    if (input && id) input.id = id;
  });

  const upload = async (file: File): Promise<ImageUploadItem> => {
    setProblem(null);
    setBusy((n) => n + 1);
    try {
      const uploaded = await uploadPicture(file);
      return { key: uploaded.fileId, url: uploaded.url };
    } catch (failure) {
      setProblem(t('upload.failed', { message: errorText(failure) }));
      throw failure;
    } finally {
      setBusy((n) => n - 1);
    }
  };

  const pickInApp = async () => {
    setProblem(null);
    try {
      const picked = await nativeBridge().pickImage({ count: max - latest.current.length });
      for (const image of picked.slice(0, max - latest.current.length)) {
        if (!image.dataUrl.startsWith('data:')) continue;
        const item = await upload(fileOfDataUrl(image.dataUrl, image.name));
        onChange([...latest.current, item.url].slice(0, max));
      }
    } catch (failure) {
      setProblem((shown) => shown ?? t('upload.failed', { message: errorText(failure) }));
    }
  };

  const items: ImageUploadItem[] = value.map((url) => ({ key: url, url }));
  const full = value.length >= max;
  return (
    <div className="app-image-upload">
      {hint && <div className="app-image-upload__hint">{hint}</div>}
      <ImageUploader
        ref={uploaderRef}
        value={items}
        onChange={(next) => onChange(next.map((item) => item.url).slice(0, max))}
        upload={upload}
        accept="image/jpeg,image/png,image/webp"
        multiple={max > 1}
        maxCount={max}
        onCountExceed={() => setProblem(t('upload.tooMany', { max }))}
        showFailed={false}
        deletable={false}
        disableUpload={disabled || native}
        showUpload={!disabled && !full}
        preview
        imageFit="cover"
        renderItem={(node, item, list) => {
          const n = list.indexOf(item) + 1;
          return (
            <div className="app-image-upload__cell" key={item.url} aria-label={t('upload.view', { n, label })} role="group">
              {node}
              {!disabled && (
                <button
                  type="button"
                  className="app-image-upload__remove"
                  aria-label={t('upload.remove', { n, label })}
                  onClick={() => onChange(latest.current.filter((url) => url !== item.url))}
                >
                  <span aria-hidden="true">
                    <svg viewBox="0 0 12 12" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                      <path d="M2 2l8 8M10 2l-8 8" />
                    </svg>
                  </span>
                </button>
              )}
            </div>
          );
        }}
      >
        {native ? (
          <button
            type="button"
            id={id}
            className="adm-image-uploader-cell app-image-upload__add"
            aria-label={t('upload.add', { label })}
            onClick={() => void pickInApp()}
          >
            <span aria-hidden="true">+</span>
          </button>
        ) : (
          // Drawn only: the file input over it is the control, named by the effect above.
          <span className="adm-image-uploader-cell app-image-upload__add" aria-hidden="true">
            +
          </span>
        )}
      </ImageUploader>
      <div className="app-image-upload__status" role="status" aria-live="polite">
        {busy > 0 ? t('upload.uploading') : (problem ?? (max > 1 ? t('upload.count', { n: value.length, max }) : ''))}
      </div>
    </div>
  );
}
