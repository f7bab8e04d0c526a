/**
 * @module The contact form (spec sections 3, 5 and 8). With JavaScript it checks
 * the fields with the shared schema, gets a bot-check token when the check is on,
 * and posts JSON to the contact endpoint; without JavaScript it is a plain form
 * that posts to its own page, which the worker answers with the same page and the
 * message. Either way the outcome is shown inline; with JavaScript also as a toast.
 * What sending needs beyond the form's own state is in `submission.ts`.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { BOT_CHECK_SCRIPT } from "../../shared/bot-check-provider";
import {
  BOT_CHECK_ACTION,
  BOT_TOKEN_FIELD,
  CONTACT_API_PATH,
  type ContactField as ContactFieldName,
  type ContactFormState,
  type FieldErrors,
  IDEMPOTENCY_FIELD,
  newIdempotencyKey,
  PRODUCT_PARAM,
} from "../../shared/contact-form-fields";
import { LOCALE_INFO, type Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { SiteLink } from "../components/site-link";
import { Toasts, useToasts } from "../components/toast";
import { ReCaptcha } from "./bot-check";
import { ContactField } from "./contact-field";
import { clean, EMPTY, focusFirstInvalid, type Outcome, usedKeys } from "./submission";

/**
 * The shared schema (with valibot) checks the fields before sending; its code loads
 * when the visitor first turns to the form, not with the page.
 */
let schema: Promise<typeof import("../../shared/contact-form")> | undefined;
function loadSchema() {
  schema ??= import("../../shared/contact-form");
  return schema;
}

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
  const action = product
    ? `${path}?${new URLSearchParams({ [PRODUCT_PARAM]: product.slug })}`
    : path;
  const [errors, setErrors] = useState<FieldErrors>(state.submission?.errors ?? {});
  const [outcome, setOutcome] = useState<Outcome | null>(state.submission?.outcome ?? null);
  // A page's data can come back from the cache after its key was used: never reuse one.
  const [key, setKey] = useState(() =>
    usedKeys.has(state.idempotencyKey) ? newIdempotencyKey() : state.idempotencyKey,
  );
  const [sending, setSending] = useState(false);
  const botCheck = useRef<ReCaptcha | null>(null);

  const messages: Record<Outcome, string> = {
    submitted: t`Your request was submitted. You will hear from us!`,
    invalid: t`Enter a valid company name, contact person, e-mail address and message.`,
    failed: t`Your request could not be submitted, apologies for the inconvenience. Try again or contact us by phone.`,
  };

  // A page the worker answered a post without JavaScript with: its message as a toast too,
  // once, for the page as it arrived.
  const initialOutcome = useRef(state.submission?.outcome);
  const latestMessages = useRef(messages);
  latestMessages.current = messages;
  const { show } = toasts;
  useEffect(() => {
    const first = initialOutcome.current;
    initialOutcome.current = undefined;
    if (first) show(latestMessages.current[first], first === "submitted" ? "success" : "error");
  }, [show]);

  const finish = (which: Outcome, fieldErrors: FieldErrors = {}) => {
    setOutcome(which);
    setErrors(fieldErrors);
    toasts.show(messages[which], which === "submitted" ? "success" : "error");
    if (which === "invalid") focusFirstInvalid(formRef.current, fieldErrors);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    let checked: ReturnType<typeof import("../../shared/contact-form").validateContactForm>;
    try {
      checked = (await loadSchema()).validateContactForm(values);
    } catch {
      // Its code could not load (offline, a new deploy): nothing was sent; the next
      // submit tries again, and the typed text stays.
      schema = undefined;
      return finish("failed");
    }
    if (!checked.ok) return finish("invalid", checked.errors);
    setSending(true);
    try {
      const token = state.botCheckSiteKey ? await botToken(state.botCheckSiteKey) : undefined;
      const response = await fetch(CONTACT_API_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...values,
          [IDEMPOTENCY_FIELD]: key,
          [BOT_TOKEN_FIELD]: token,
          locale,
          page_path: aboutPath,
        }),
      });
      if (response.ok) {
        usedKeys.add(key);
        setValues(EMPTY);
        // The next message is a new request.
        setKey(newIdempotencyKey());
        finish("submitted");
      } else if (response.status === 400) {
        const body = (await response.json().catch(() => ({}))) as { fields?: FieldErrors };
        finish(body.fields ? "invalid" : "failed", body.fields ?? {});
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

  async function botToken(siteKey: string): Promise<string> {
    botCheck.current ??= new ReCaptcha({
      siteKey,
      language: LOCALE_INFO[locale].tag,
      scripts: { base: BOT_CHECK_SCRIPT },
    });
    return botCheck.current.execute(BOT_CHECK_ACTION);
  }

  const update = (field: ContactFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

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
