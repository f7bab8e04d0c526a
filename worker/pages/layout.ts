/**
 * @module Every page's start-up data: the menu and the settings of its locale,
 * their links made safe and their markdown rendered. Settings' page links also
 * decide which role a CMS page plays (worker/pages/page.ts).
 */
import type {
  LayoutData,
  Menu,
  MenuEntry,
  NextStepLinks,
  SiteSettings,
} from "../../shared/content";
import { PAGE_LINK_KINDS } from "../../shared/content";
import type { MenuQuery, SettingsQuery } from "../../shared/content-operations.generated";
import type { RecordOf } from "../../shared/flattened";
import type { Locale } from "../../shared/locales";
import { childHref, itemHref } from "../../shared/menu-links";
import { buildPath, pagePath } from "../../shared/routes";
import { safeHref } from "../../shared/safe-url";
import { derived } from "../content/derived";
import { markdownToHtml } from "../content/markdown";
import { MENU, SETTINGS } from "../content/queries";
import { addressLines } from "../render/json-ld";
import { type ContentReader, single } from "./read";

export async function loadLayout(reader: ContentReader, locale: Locale): Promise<LayoutData> {
  const [menu, settings] = await Promise.all([
    single(reader, MENU, "menu", locale),
    single(reader, SETTINGS, "setting", locale),
  ]);
  const siteSettings = derived(settings, "settings", toSettings);
  const installerMap = siteSettings.page_links.installer_map;
  return {
    locale,
    menu: derived(menu, `menu ${locale}`, (raw) => toMenu(raw, locale)),
    settings: siteSettings,
    paths: {
      home: buildPath({ kind: "home", locale }),
      installerMap: installerMap ? pagePath(locale, installerMap) : null,
    },
  };
}

function toMenu(raw: RecordOf<MenuQuery["menu"]> | null, locale: Locale): Menu {
  const items = (list: MenuEntry[] | null | undefined) =>
    (list ?? []).map((item) => ({
      ...item,
      url: safeHref(item.url),
      href: itemHref(item, locale),
      children:
        item.children?.map((child) => ({ ...child, href: childHref(child, locale) })) ?? null,
    }));
  return {
    main: items(raw?.main),
    footer: items(raw?.footer),
    footer_legal: items(raw?.footer_legal),
    footer_menu_heading: raw?.footer_menu_heading ?? null,
  };
}

function toSettings(raw: RecordOf<SettingsQuery["setting"]> | null): SiteSettings {
  const pageLinks: SiteSettings["page_links"] = {};
  const pageTitles: SiteSettings["page_titles"] = {};
  for (const kind of PAGE_LINK_KINDS) {
    const link = raw?.page_links?.[kind];
    if (!link?.slug) continue;
    pageLinks[kind] = link.slug;
    pageTitles[kind] = link.title;
  }
  const contact = raw?.contact
    ? {
        ...raw.contact,
        address: markdownToHtml(raw.contact.address),
        linkedin: safeHref(raw.contact.linkedin),
        facebook: safeHref(raw.contact.facebook),
        instagram: safeHref(raw.contact.instagram),
        youtube: safeHref(raw.contact.youtube),
      }
    : null;
  const banner = raw?.banner ? { ...raw.banner, cta_url: safeHref(raw.banner.cta_url) } : null;
  return {
    contact,
    page_links: pageLinks,
    page_titles: pageTitles,
    banner,
    company: addressLines(contact?.address)[0] ?? null,
  };
}

/** Where a page's next step leads: the pages settings name "Where to buy" and contact. */
export function nextStepLinks(settings: SiteSettings): NextStepLinks {
  const { installer_map, contact } = settings.page_links;
  return { installer_map, contact };
}
