/**
 * @module The contact form (spec sections 3, 5 and 8). With JavaScript it checks
 * the fields with the shared schema, gets a bot-check token when the check is on,
 * and posts JSON to the contact endpoint; without JavaScript it is a plain form
 * that posts to its own page, which the worker answers with the same page and the
 * message. Either way the outcome is shown inline; with JavaScript also as a toast.
 * This module draws the form; sending it is `use-contact-submission.ts`.
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  type ContactField as ContactFieldName,
  type ContactFormState,
  IDEMPOTENCY_FIELD,
  PRODUCT_PARAM,
} from "../../shared/contact-form-fields";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { SiteLink } from "../components/site-link";
import { Toasts, useToasts } from "../components/toast";
import { ContactField } from "./contact-field";
import { loadSchema, useContactSubmission } from "./use-contact-submission";

interface Props {
  state: ContactFormState;
  locale: Locale;
  /** The page's path: the form's action without JavaScript. */
  path: string;
}

export function ContactForm({ state, locale, path }: Props) {
  const { t } = useLingui();
  const id = useId();
  const toasts = useToasts();
  const { product } = state;
  // The page the request is about: the product's, when the visitor came from it.
  const productPath = product ? buildPath({ kind: "product", locale, slug: product.slug }) : null;
  const aboutPath = productPath ?? path;
  const action = product
    ? `${path}?${new URLSearchParams({ [PRODUCT_PARAM]: product.slug })}`
    : path;
  const { formRef, values, errors, outcome, key, sending, messages, onSubmit, update } =
    useContactSubmission({ state, locale, aboutPath, toasts });

  const messageId = `${id}-message`;
  const field = (
    name: ContactFieldName,
    label: string,
    kind: "input" | "textarea",
    type?: string,
  ) => (
    <ContactField
      formId={id}
      name={name}
      label={label}
      kind={kind}
      type={type}
      value={values[name]}
      error={errors[name]}
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
        noValidate
        aria-label={t`Contact form`}
        aria-describedby={outcome ? messageId : undefined}
        onSubmit={onSubmit}
        onFocus={loadSchema}
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
          {field("business_name", t`Company name`, "input")}
          {field("contact_person", t`Contact person`, "input")}
          {field("email", t`E-mail address`, "input", "email")}
          {field("phone", t`Phone number`, "input", "tel")}
        </div>
        {field("message", t`Message`, "textarea")}
        {outcome && (
          <p id={messageId} className={`contact-form__message contact-form__message--${outcome}`}>
            {messages[outcome]}
          </p>
        )}
        <div className="contact-form__actions">
          <button type="submit" className="button button--green" disabled={sending}>
            {sending ? t`Sending…` : t`Send request`}
          </button>
        </div>
      </form>
      <Toasts toasts={toasts} />
    </>
  );
}
