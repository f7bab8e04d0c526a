/**
 * @module Every locale's compiled catalog, registered once when the worker starts,
 * with the contact form's (a catalog of its own in the browser) merged in.
 */
import { registerCatalog } from "../../client/i18n";
import { messages as contactDe } from "../../locales/de/contact.mjs";
import { messages as de } from "../../locales/de/messages.mjs";
import { messages as contactEn } from "../../locales/en/contact.mjs";
import { messages as en } from "../../locales/en/messages.mjs";
import { messages as contactEnUS } from "../../locales/en-US/contact.mjs";
import { messages as enUS } from "../../locales/en-US/messages.mjs";
import { messages as contactEs } from "../../locales/es/contact.mjs";
import { messages as es } from "../../locales/es/messages.mjs";
import { messages as contactFr } from "../../locales/fr/contact.mjs";
import { messages as fr } from "../../locales/fr/messages.mjs";
import { messages as contactIt } from "../../locales/it/contact.mjs";
import { messages as it } from "../../locales/it/messages.mjs";
import { messages as contactNl } from "../../locales/nl/contact.mjs";
import { messages as nl } from "../../locales/nl/messages.mjs";
import { messages as contactSv } from "../../locales/sv/contact.mjs";
import { messages as sv } from "../../locales/sv/messages.mjs";

registerCatalog("en", { ...en, ...contactEn });
registerCatalog("en-US", { ...enUS, ...contactEnUS });
registerCatalog("nl", { ...nl, ...contactNl });
registerCatalog("de", { ...de, ...contactDe });
registerCatalog("es", { ...es, ...contactEs });
registerCatalog("fr", { ...fr, ...contactFr });
registerCatalog("it", { ...it, ...contactIt });
registerCatalog("sv", { ...sv, ...contactSv });
