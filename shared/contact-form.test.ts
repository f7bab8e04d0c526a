import { describe, expect, it } from "vitest";
import { type ContactFormInput, type FieldErrors, validateContactForm } from "./contact-form";
import { EMAIL_TABLE, VALID_FORM as VALID } from "./contact-form.table";

const CASES: [string, ContactFormInput, FieldErrors | null][] = [
  ["all fields valid, no phone", VALID, null],
  ["a phone number", { ...VALID, phone: "+31 (0)348-745 210" }, null],
  ["phone absent", { ...VALID, phone: undefined }, null],
  ["phone null", { ...VALID, phone: null }, null],
  ["phone whitespace only counts as not given", { ...VALID, phone: "   " }, null],
  ["phone with letters", { ...VALID, phone: "call me maybe" }, { phone: "invalid" }],
  ["phone too few digits", { ...VALID, phone: "12345" }, { phone: "invalid" }],
  [
    "everything missing",
    {},
    {
      business_name: "required",
      contact_person: "required",
      email: "required",
      message: "required",
    },
  ],
  [
    "null fields",
    { ...VALID, business_name: null, message: null },
    {
      business_name: "required",
      message: "required",
    },
  ],
  [
    "whitespace-only fields",
    { ...VALID, business_name: "   ", contact_person: "\t\n", email: " " },
    {
      business_name: "required",
      contact_person: "required",
      email: "required",
    },
  ],
  [
    "business name of 1 character",
    { ...VALID, business_name: "X" },
    { business_name: "too_short" },
  ],
  ["business name of 2 characters", { ...VALID, business_name: "XY" }, null],
  [
    "padding does not count towards the length",
    { ...VALID, contact_person: "  A  " },
    {
      contact_person: "too_short",
    },
  ],
  ["message of 9 characters", { ...VALID, message: "123456789" }, { message: "too_short" }],
  ["message of 10 characters", { ...VALID, message: "1234567890" }, null],
  ["message over the maximum", { ...VALID, message: "x".repeat(5001) }, { message: "too_long" }],
  [
    "a number instead of text",
    { ...VALID, business_name: 42 as unknown as string },
    {
      business_name: "invalid",
    },
  ],
];

describe("contact form validation", () => {
  it.each(EMAIL_TABLE)("e-mail %j valid: %s", (email, valid) => {
    const result = validateContactForm({ ...VALID, email });
    expect(result.ok ? null : result.errors).toEqual(valid ? null : { email: "invalid" });
  });

  it.each(CASES)("%s", (_name, input, errors) => {
    const result = validateContactForm(input);
    expect(result.ok ? null : result.errors).toEqual(errors);
  });

  it("trims what it keeps and turns an empty phone into null", () => {
    const result = validateContactForm({ ...VALID, business_name: "  Jansen BV ", phone: " " });
    expect(result).toEqual({
      ok: true,
      value: { ...VALID, business_name: "Jansen BV", phone: null },
    });
  });

  it("ignores anything that is not a form", () => {
    expect(validateContactForm(null).ok).toBe(false);
    expect(validateContactForm("text").ok).toBe(false);
  });
});

describe("single-line fields", () => {
  it("turn line breaks into spaces; the message keeps its lines", () => {
    const result = validateContactForm({
      business_name: "Acme\r\nBcc: someone@evil.example",
      contact_person: "Jane\nDoe",
      email: "jane@example.com",
      phone: "+31 6\r\n12345678",
      message: "First line\nsecond line",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.business_name).toBe("Acme Bcc: someone@evil.example");
    expect(result.value.contact_person).toBe("Jane Doe");
    expect(result.value.phone).toBe("+31 6 12345678");
    expect(result.value.message).toBe("First line\nsecond line");
  });
});

describe("every character that can break a line", () => {
  const BREAKERS = [
    "\u0085",
    "\u2028",
    "\u2029",
    "\v",
    "\f",
    "\r",
    "\n",
    "\u0000",
    "\u001b",
    "\u007f",
  ];

  it("is removed from single-line fields, so no header line can be started from them", () => {
    for (const breaker of BREAKERS) {
      const label = `U+${breaker.codePointAt(0)?.toString(16).padStart(4, "0")}`;
      const result = validateContactForm({
        business_name: `Acme${breaker}Photos:${breaker}- x: https://evil.example/p.jpg`,
        contact_person: `A${breaker}Photos:${breaker}- x: https://evil.example/p.jpg`,
        email: "jane@example.com",
        phone: `+31 6${breaker}12345678`,
        message: "Pigeons on the roof ridge, twelve of them.",
      });
      expect(result.ok, label).toBe(true);
      if (!result.ok) continue;
      for (const value of [result.value.business_name, result.value.contact_person]) {
        expect(value, label).toBe(value.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ""));
        expect(value, label).toContain("Photos: - x:");
      }
      expect(result.value.phone, label).toBe("+31 6 12345678");
    }
  });

  it("is one LF in the message, which keeps its lines and loses other controls", () => {
    const result = validateContactForm({
      ...VALID,
      message: "One\r\ntwo\rthree\u2028four\u2029five\u0085six\vseven\feight\u0000\u001b nine\tten",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.message).toBe("One\ntwo\nthree\nfour\nfive\nsix\nseven\neight nine\tten");
  });
});
