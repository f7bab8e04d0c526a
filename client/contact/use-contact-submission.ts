/**
 * @module The contact form's submission in the browser: the typed values, the
 * schema's check before sending (its code loaded when the visitor first turns to
 * the form), the bot-check token, the post with an idempotency key, and the
 * outcome, shown inline and as a toast.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { BOT_CHECK_SCRIPT } from "../../shared/bot-check-provider";
import {
  BOT_CHECK_ACTION,
  BOT_TOKEN_FIELD,
  CONTACT_API_PATH,
  type ContactField as ContactFieldName,
  type ContactFormInput,
  type ContactFormState,
  type FieldErrors,
  IDEMPOTENCY_FIELD,
  newIdempotencyKey,
} from "../../shared/contact-form-fields";
import { LOCALE_INFO, type Locale } from "../../shared/locales";
import type { ToastList } from "../components/toast";
import { ReCaptcha } from "./bot-check";

type Outcome = "submitted" | "invalid" | "failed";

/**
 * The shared schema (with valibot) checks the fields before sending; its code loads
 * when the visitor first turns to the form, not with the page.
 */
let schema: Promise<typeof import("../../shared/contact-form")> | undefined;
export function loadSchema() {
  schema ??= import("../../shared/contact-form");
  return schema;
}

const EMPTY: Record<ContactFieldName, string> = {
  business_name: "",
  contact_person: "",
  email: "",
  phone: "",
  message: "",
};

interface Options {
  state: ContactFormState;
  locale: Locale;
  /** The page the request is about, sent with it. */
  aboutPath: string;
  toasts: ToastList;
}

export function useContactSubmission({ state, locale, aboutPath, toasts }: Options) {
  const { t } = useLingui();
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

  return { formRef, values, errors, outcome, key, sending, messages, onSubmit, update };
}

/** Keys of messages stored in this page session. */
const usedKeys = new Set<string>();

function clean(values: ContactFormInput | undefined): Partial<Record<ContactFieldName, string>> {
  const result: Partial<Record<ContactFieldName, string>> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === "string") result[name as ContactFieldName] = value;
  }
  return result;
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
