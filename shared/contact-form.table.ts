/**
 * @module The e-mail validation table, shared by the unit test (shared/contact-form.test.ts),
 * the worker's integration test and the browser test, so all three check the same rows.
 */
import type { ContactFormInput } from "./contact-form";

export const VALID_FORM: ContactFormInput = {
  business_name: "Dakwerken Jansen",
  contact_person: "Eva Jansen",
  email: "eva@dakwerken-jansen.nl",
  phone: "",
  message: "We have pigeons on our roof ridge.",
};

/** Each address and whether spec section 5 accepts it. */
export const EMAIL_TABLE: [string, boolean][] = [
  ["eva@dakwerken-jansen.nl", true],
  ["first.last+tag@sub.example.co.uk", true],
  ["o'brien@example.ie", true],
  ["user@[192.168.0.1]", true],
  ["user@[255.255.255.255]", true],
  ["  padded@example.com  ", true],
  ["user@[256.1.1.1]", false],
  ["user@[192.168.0]", false],
  ["user@192.168.0.1", false],
  ["user@localhost", false],
  ["user@example", false],
  ["user@example.c", false],
  ["user@example.c0m", false],
  ["user@-example.com", false],
  ["user@@example.com", false],
  ["@example.com", false],
  ["user.@example.com", false],
  ["us er@example.com", false],
  ["user@exa mple.com", false],
  ["plainaddress", false],
];
