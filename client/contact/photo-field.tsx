/**
 * @module The contact form's photos: a plain file field (so the form without
 * JavaScript sends them in its multipart post), the limits said beside it, and
 * with JavaScript the site's own button in the page's language, the chosen files
 * listed and checked before sending. The worker
 * checks them again, by their content (worker/contact/photos.ts).
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
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
  const { t, i18n } = useLingui();
  const errorText = usePhotoErrorText();
  const inputId = `${formId}-photos`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const megabytes = i18n.number(files.reduce((sum, file) => sum + file.size, 0) / 1024 / 1024, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const input = useRef<HTMLInputElement>(null);
  // The server's page and the page without script show the browser's own field.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
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
      <div className={enhanced ? "photo-picker photo-picker--enhanced" : "photo-picker"}>
        <input
          ref={input}
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
        {/* With script, the site's own button and words in the page's language stand
            for the browser's, which speak the browser's language and cut the file
            name short; the field itself keeps the focus and the keyboard. */}
        {enhanced && (
          <>
            <button
              type="button"
              className="photo-picker__button"
              aria-hidden="true"
              tabIndex={-1}
              onClick={() => input.current?.click()}
            >
              {t`Choose photos`}
            </button>
            {files.length === 0 && (
              <span className="photo-picker__status">{t`No photo chosen`}</span>
            )}
          </>
        )}
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
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
