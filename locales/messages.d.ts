/** Compiled Lingui catalogs (`lingui compile` writes locales/<locale>/messages.mjs). */
declare module "*/messages.mjs" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
