/** Compiled Lingui catalogs (`lingui compile` writes locales/<locale>/messages.mjs and search.mjs). */
declare module "*/messages.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*/search.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
