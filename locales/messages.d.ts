/**
 * Compiled Lingui catalogs: `lingui compile` writes locales/<locale>/messages.mjs,
 * the page kinds' own (finder, manual, home, search, contact) and consent's.
 */

declare module "*/messages.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/search.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/consent.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/contact.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/finder.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/manual.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/home.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/pages.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
