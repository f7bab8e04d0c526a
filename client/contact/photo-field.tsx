/**
 * @module The contact form's photos: a plain file field (so the form without
 * JavaScript sends them in its multipart post), the limits said beside it, and
 * with JavaScript the chosen files listed and checked before sending. The worker
 * checks them again, by their content (worker/contact/photos.ts).
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  checkChosenPhotos,
  MAX_PHOTOS,
  PHOTO_ACCEPT,
  PHOTOS_FIELD,
  type PhotoError,
} from "../../shared/contact-photos";

interface Props {
  formId: string;
  /** The chosen files (with JavaScript); empty without. */
  files: File[];
  error: PhotoError | null;
  onChange: (files: File[], error: PhotoError | null) => void;
}

export function usePhotoErrorText(): (error: PhotoError) => string {
  const { t } = useLingui();
  return (error) => {
    switch (error) {
      case "too_many":
        return t({
          message: plural(MAX_PHOTOS, {
            one: "Choose at most # photo.",
            other: "Choose at most # photos.",
          }),
        });
      case "too_large":
        return t`The photos are too large together: choose fewer or smaller ones (10 MB in all).`;
      case "not_an_image":
        return t`Choose photos only (JPEG, PNG, WebP or HEIC).`;
      default:
        return t`Photos cannot be sent right now. Send your message without them.`;
    }
  };
}

export function PhotoField({ formId, files, error, onChange }: Props) {
  const { t } = useLingui();
  const errorText = usePhotoErrorText();
  const inputId = `${formId}-photos`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const megabytes = (files.reduce((sum, file) => sum + file.size, 0) / 1024 / 1024).toFixed(1);
  return (
    <div className={`form-field form-field--photos${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={inputId} className="form-field__label">
        {t`Photos`} <span className="form-field__optional">{t`(optional)`}</span>
      </label>
      <p id={hintId} className="form-field__hint">
        {t({
          message: plural(MAX_PHOTOS, {
            one: "Up to # photo of the spot, 10 MB in all: JPEG, PNG, WebP or HEIC.",
            other: "Up to # photos of the spot, 10 MB in all: JPEG, PNG, WebP or HEIC.",
          }),
        })}
      </p>
      <input
        id={inputId}
        name={PHOTOS_FIELD}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        className="form-field__file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          onChange(chosen, checkChosenPhotos(chosen));
        }}
      />
      {files.length > 0 && (
        <p className="form-field__files" aria-live="polite">
          {t({
            message: plural(files.length, {
              one: `# photo chosen (${megabytes} MB)`,
              other: `# photos chosen (${megabytes} MB)`,
            }),
          })}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
