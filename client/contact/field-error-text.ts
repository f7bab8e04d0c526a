/**
 * @module What each invalid contact-form field says under itself: the rule it
 * broke, in words that tell the visitor how to put it right. The form's message
 * for the whole form (spec section 8) stays; these are beside it.
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type ContactField,
  type FieldError,
  MAX_LENGTH,
  MIN_LENGTH,
} from "../../shared/contact-form-fields";

export function useFieldErrorText(): (field: ContactField, error: FieldError) => string {
  const { t } = useLingui();
  const missing: Record<ContactField, string> = {
    business_name: t`Enter your company name.`,
    contact_person: t`Enter the name of the contact person.`,
    email: t`Enter your e-mail address.`,
    phone: t`Enter a phone number.`,
    message: t`Enter a message.`,
  };
  return (field, error) => {
    switch (error) {
      case "required":
        return missing[field];
      case "too_short": {
        const min = field in MIN_LENGTH ? MIN_LENGTH[field as keyof typeof MIN_LENGTH] : 1;
        return t({
          message: plural(min, {
            one: "Enter at least # character.",
            other: "Enter at least # characters.",
          }),
        });
      }
      case "too_long": {
        const max = MAX_LENGTH[field];
        return t({
          message: plural(max, {
            one: "Use at most # character.",
            other: "Use at most # characters.",
          }),
        });
      }
      default:
        return field === "email"
          ? t`Enter an e-mail address such as name@example.com.`
          : field === "phone"
            ? t`Enter a phone number of at least 6 digits, without letters, such as +31 6 1234 5678.`
            : t`Check this field.`;
    }
  };
}
