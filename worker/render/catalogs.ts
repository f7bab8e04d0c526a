/** @module Every locale's compiled catalog, registered once when the worker starts. */
import { registerCatalog } from "../../client/i18n";
import { messages as de } from "../../locales/de/messages.mjs";
import { messages as en } from "../../locales/en/messages.mjs";
import { messages as enUS } from "../../locales/en-US/messages.mjs";
import { messages as es } from "../../locales/es/messages.mjs";
import { messages as fr } from "../../locales/fr/messages.mjs";
import { messages as it } from "../../locales/it/messages.mjs";
import { messages as nl } from "../../locales/nl/messages.mjs";
import { messages as sv } from "../../locales/sv/messages.mjs";

registerCatalog("en", en);
registerCatalog("en-US", enUS);
registerCatalog("nl", nl);
registerCatalog("de", de);
registerCatalog("es", es);
registerCatalog("fr", fr);
registerCatalog("it", it);
registerCatalog("sv", sv);
