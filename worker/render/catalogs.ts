/**
 * @module Every locale's compiled catalog, registered once when the worker starts,
 * with the page kinds' own catalogs (loaded with their views in the browser,
 * lingui.config.js) merged in.
 */
import { registerCatalog } from "../../client/i18n";
import { messages as contactDe } from "../../locales/de/contact.mjs";
import { messages as finderDe } from "../../locales/de/finder.mjs";
import { messages as homeDe } from "../../locales/de/home.mjs";
import { messages as manualDe } from "../../locales/de/manual.mjs";
import { messages as de } from "../../locales/de/messages.mjs";
import { messages as pagesDe } from "../../locales/de/pages.mjs";
import { messages as contactEn } from "../../locales/en/contact.mjs";
import { messages as finderEn } from "../../locales/en/finder.mjs";
import { messages as homeEn } from "../../locales/en/home.mjs";
import { messages as manualEn } from "../../locales/en/manual.mjs";
import { messages as en } from "../../locales/en/messages.mjs";
import { messages as pagesEn } from "../../locales/en/pages.mjs";
import { messages as contactEnUS } from "../../locales/en-US/contact.mjs";
import { messages as finderEnUS } from "../../locales/en-US/finder.mjs";
import { messages as homeEnUS } from "../../locales/en-US/home.mjs";
import { messages as manualEnUS } from "../../locales/en-US/manual.mjs";
import { messages as enUS } from "../../locales/en-US/messages.mjs";
import { messages as pagesEnUS } from "../../locales/en-US/pages.mjs";
import { messages as contactEs } from "../../locales/es/contact.mjs";
import { messages as finderEs } from "../../locales/es/finder.mjs";
import { messages as homeEs } from "../../locales/es/home.mjs";
import { messages as manualEs } from "../../locales/es/manual.mjs";
import { messages as es } from "../../locales/es/messages.mjs";
import { messages as pagesEs } from "../../locales/es/pages.mjs";
import { messages as contactFr } from "../../locales/fr/contact.mjs";
import { messages as finderFr } from "../../locales/fr/finder.mjs";
import { messages as homeFr } from "../../locales/fr/home.mjs";
import { messages as manualFr } from "../../locales/fr/manual.mjs";
import { messages as fr } from "../../locales/fr/messages.mjs";
import { messages as pagesFr } from "../../locales/fr/pages.mjs";
import { messages as contactIt } from "../../locales/it/contact.mjs";
import { messages as finderIt } from "../../locales/it/finder.mjs";
import { messages as homeIt } from "../../locales/it/home.mjs";
import { messages as manualIt } from "../../locales/it/manual.mjs";
import { messages as it } from "../../locales/it/messages.mjs";
import { messages as pagesIt } from "../../locales/it/pages.mjs";
import { messages as contactNl } from "../../locales/nl/contact.mjs";
import { messages as finderNl } from "../../locales/nl/finder.mjs";
import { messages as homeNl } from "../../locales/nl/home.mjs";
import { messages as manualNl } from "../../locales/nl/manual.mjs";
import { messages as nl } from "../../locales/nl/messages.mjs";
import { messages as pagesNl } from "../../locales/nl/pages.mjs";
import { messages as contactSv } from "../../locales/sv/contact.mjs";
import { messages as finderSv } from "../../locales/sv/finder.mjs";
import { messages as homeSv } from "../../locales/sv/home.mjs";
import { messages as manualSv } from "../../locales/sv/manual.mjs";
import { messages as sv } from "../../locales/sv/messages.mjs";
import { messages as pagesSv } from "../../locales/sv/pages.mjs";

registerCatalog("en", { ...en, ...pagesEn, ...contactEn, ...finderEn, ...manualEn, ...homeEn });
registerCatalog("en-US", {
  ...enUS,
  ...pagesEnUS,
  ...contactEnUS,
  ...finderEnUS,
  ...manualEnUS,
  ...homeEnUS,
});
registerCatalog("nl", { ...nl, ...pagesNl, ...contactNl, ...finderNl, ...manualNl, ...homeNl });
registerCatalog("de", { ...de, ...pagesDe, ...contactDe, ...finderDe, ...manualDe, ...homeDe });
registerCatalog("es", { ...es, ...pagesEs, ...contactEs, ...finderEs, ...manualEs, ...homeEs });
registerCatalog("fr", { ...fr, ...pagesFr, ...contactFr, ...finderFr, ...manualFr, ...homeFr });
registerCatalog("it", { ...it, ...pagesIt, ...contactIt, ...finderIt, ...manualIt, ...homeIt });
registerCatalog("sv", { ...sv, ...pagesSv, ...contactSv, ...finderSv, ...manualSv, ...homeSv });
