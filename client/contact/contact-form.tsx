/**
 * @module The contact form (spec sections 3, 5 and 8). With JavaScript it checks
 * the fields with the shared schema, gets a bot-check token when the check is on,
 * and posts JSON to the contact endpoint; without JavaScript it is a plain form
 * that posts to its own page, which the worker answers with the same page and the
 * message. Either way the outcome is shown inline; with JavaScript also as a toast.
 * What sending needs beyond the form's own state is in `submission.ts`; the code
 * that checks and posts (`sending.ts`) loads when the visitor first turns to the form.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { askAboutProductHref } from "../../shared/ask-about-product";
import { DOM_IDS } from "../../shared/constants";
import {
  BOT_TOKEN_FIELD,
  CONTACT_API_PATH,
  type ContactField as ContactFieldName,
  type ContactFormState,
  type FieldErrors,
  IDEMPOTENCY_FIELD,
  newIdempotencyKey,
} from "../../shared/contact-form-fields";
import type { PhotoError } from "../../shared/contact-photos";
import { LOCALE_INFO, type Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { SiteLink } from "../components/site-link";
import { Toasts, useToasts } from "../components/toast";
import { ContactField } from "./contact-field";
import { useOutcomeMessages } from "./outcome-messages";
import { PhotoField, usePhotoErrorText } from "./photo-field";
import { FormOutcome } from "./sent-notice";
import { clean, EMPTY, focusFirstInvalid, loadSending, type Outcome, usedKeys } from "./submission";

interface Props {
  state: ContactFormState;
  locale: Locale;
  /** The page's path: the form's action without JavaScript. */
  path: string;
}

export function ContactForm({ state, locale, path }: Props) {
  const { t } = useLingui();
  const id = DOM_IDS.contactForm;
  const toasts = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const { product } = state;
  const productTitle = product?.title ?? "";
  // Asked from a product's page: the message starts by naming the product.
  const [values, setValues] = useState(() => ({
    ...EMPTY,
    message:
      product && !state.submission ? t`I would like advice or a quote for ${productTitle}.` : "",
    ...clean(state.submission?.values),
  }));
  // The page the request is about: the product's, when the visitor came from it.
  const productPath = product ? buildPath({ kind: "product", locale, slug: product.slug }) : null;
  const aboutPath = productPath ?? path;
  const action = product ? askAboutProductHref(path, product.slug) : path;
  const [errors, setErrors] = useState<FieldErrors>(state.submission?.errors ?? {});
  const [outcome, setOutcome] = useState<Outcome | null>(state.submission?.outcome ?? null);
  // A page's data can come back from the cache after its key was used: never reuse one.
  const [key, setKey] = useState(() =>
    usedKeys.has(state.idempotencyKey) ? newIdempotencyKey() : state.idempotencyKey,
  );
  const [sending, setSending] = useState(false);
  // The reference of the request just stored: the form says so and stays sent
  // until the visitor starts another message.
  const [reference, setReference] = useState(state.submission?.reference ?? null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<PhotoError | null>(
    state.submission?.photoError ?? null,
  );
  const photoErrorText = usePhotoErrorText();

  const messages = useOutcomeMessages(state.submission?.outcome, toasts.show);

  const finish = (which: Outcome, fieldErrors: FieldErrors = {}, refused?: PhotoError) => {
    setOutcome(which);
    setErrors(fieldErrors);
    setPhotoError(refused ?? null);
    toasts.show(
      refused ? photoErrorText(refused) : messages[which],
      which === "submitted" ? "success" : "error",
    );
    if (which === "invalid") focusFirstInvalid(formRef.current, fieldErrors);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || reference) return;
    if (photoError && photoError !== "not_accepted") return finish("invalid", {}, photoError);
    const send = await loadSending().catch(() => null);
    // Its code could not load (offline, a new deploy): nothing was sent; the typed text stays.
    if (!send) return finish("failed");
    const checked = send.validateContactForm(values);
    if (!checked.ok) return finish("invalid", checked.errors);
    setSending(true);
    try {
      const token = state.botCheckSiteKey
        ? await send.botToken(state.botCheckSiteKey, LOCALE_INFO[locale].tag)
        : undefined;
      const answer = await send.postRequest(
        CONTACT_API_PATH,
        {
          ...values,
          [IDEMPOTENCY_FIELD]: key,
          [BOT_TOKEN_FIELD]: token,
          locale,
          page_path: aboutPath,
        },
        photos,
      );
      if (answer.kind === "submitted") {
        usedKeys.add(key);
        setValues(EMPTY);
        setPhotos([]);
        // The file field is the browser's own: emptied by hand, or it still names the sent photos.
        const fileField = formRef.current?.querySelector<HTMLInputElement>("input[type=file]");
        if (fileField) fileField.value = "";
        // The next message is a new request.
        setKey(newIdempotencyKey());
        setReference(answer.reference);
        finish("submitted");
      } else if (answer.kind === "invalid") {
        finish("invalid", answer.fields);
      } else if (answer.kind === "photos") {
        finish("invalid", {}, answer.error);
      } else {
        finish("failed");
      }
    } catch {
      // Network or bot-check failure: the key stays, so sending again cannot store it twice.
      finish("failed");
    } finally {
      setSending(false);
    }
  }

  const update = (field: ContactFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  // "Write another message": the sent notice goes, the form is ready for a new request.
  const startAnother = () => {
    setReference(null);
    setOutcome(null);
    formRef.current?.reset();
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
  };

  const messageId = `${id}-outcome`;
  const field = (
    name: ContactFieldName,
    label: string,
    kind: "input" | "textarea",
    type?: string,
    hint?: string,
  ) => (
    <ContactField
      formId={id}
      name={name}
      label={label}
      kind={kind}
      type={type}
      value={values[name]}
      error={errors[name]}
      hint={hint}
      messageId={outcome ? messageId : null}
      onChange={update}
    />
  );

  return (
    <>
      <form
        ref={formRef}
        className="contact-form"
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate
        aria-label={t`Contact form`}
        aria-describedby={outcome ? messageId : undefined}
        onSubmit={onSubmit}
        onFocus={() => void loadSending().catch(() => {})}
      >
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} />
        <input type="hidden" name="page_path" value={aboutPath} />
        {product && productPath && (
          <p className="contact-form__about">
            <span>{t`Your request is about`}</span>{" "}
            <SiteLink href={productPath}>{product.title}</SiteLink>
          </p>
        )}
        <div className="contact-form__grid">
          {field(
            "business_name",
            t`Company name`,
            "input",
            undefined,
            t`A private customer? Enter your own name here.`,
          )}
          {field("contact_person", t`Contact person`, "input")}
          {field("email", t`E-mail address`, "input", "email")}
          {field("phone", t`Phone number`, "input", "tel")}
        </div>
        {field("message", t`Message`, "textarea")}
        {state.photos && (
          <PhotoField
            formId={id}
            files={photos}
            error={photoError}
            onChange={(chosen, error) => {
              setPhotos(chosen);
              setPhotoError(error);
            }}
          />
        )}
        {outcome && (
          <FormOutcome
            id={messageId}
            outcome={outcome}
            reference={reference}
            message={
              photoError && outcome === "invalid" ? photoErrorText(photoError) : messages[outcome]
            }
            formPath={action}
            onAnother={startAnother}
          />
        )}
        <div className="contact-form__actions">
          <button
            type="submit"
            className="button button--green"
            disabled={sending || Boolean(reference)}
          >
            {sending ? t`Sending…` : reference ? t`Request sent` : t`Send request`}
          </button>
        </div>
      </form>
      <Toasts toasts={toasts} />
    </>
  );
}
