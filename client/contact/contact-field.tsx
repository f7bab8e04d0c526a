/**
 * @module One field of the contact form: its label, its input and, when invalid,
 * the error style (spec section 5) and what is wrong, said under the field and
 * tied to it with `aria-describedby`.
 */
import { useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  type ContactField as FieldName,
  MAX_LENGTH,
  MIN_LENGTH,
} from "../../shared/contact-form-fields";
import { useFieldErrorText } from "./field-error-text";

interface Props {
  /** The form's id prefix (DOM_IDS, shared/constants.ts): its fields' ids start with it. */
  formId: string;
  name: FieldName;
  label: string;
  kind: "input" | "textarea";
  type?: string;
  value: string;
  error: FieldError | undefined;
  /** What to enter, said under the label and read with the field. */
  hint?: string;
  /** The form's message, read after the field's own reason; null when none is shown. */
  messageId: string | null;
  onChange: (name: FieldName, value: string) => void;
}

const AUTOCOMPLETE: Record<FieldName, string> = {
  business_name: "organization",
  contact_person: "name",
  email: "email",
  phone: "tel",
  message: "off",
};

export function ContactField({
  formId,
  name,
  label,
  kind,
  type = "text",
  value,
  error,
  hint,
  messageId,
  onChange,
}: Props) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const invalid = Boolean(error);
  const required = name !== "phone";
  const inputId = `${formId}-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint && hintId, invalid && errorId, invalid && messageId].filter(Boolean);
  const className = [
    "form-field__input",
    invalid && "form-field__input--invalid",
    invalid && name === "phone" && "form-field__input--phone-invalid",
  ]
    .filter(Boolean)
    .join(" ");
  const common = {
    id: inputId,
    name,
    className,
    value,
    required,
    maxLength: MAX_LENGTH[name],
    minLength: name in MIN_LENGTH ? MIN_LENGTH[name as keyof typeof MIN_LENGTH] : undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
  };
  return (
    <div className={`form-field form-field--${name}${invalid ? " form-field--invalid" : ""}`}>
      <label htmlFor={inputId} className="form-field__label">
        {label}
        {!required && <span className="form-field__optional"> {t`(optional)`}</span>}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {kind === "textarea" ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(name, e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={AUTOCOMPLETE[name]}
          inputMode={name === "phone" ? "tel" : undefined}
          onChange={(e) => onChange(name, e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {errorText(name, error)}
        </p>
      )}
    </div>
  );
}
