/** Compiled Lingui catalogs (`lingui compile` writes locales/<locale>/messages.mjs, search.mjs, contact.mjs and consent.mjs). */
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
