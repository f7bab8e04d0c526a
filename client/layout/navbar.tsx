/**
 * @module The fixed navbar: a top bar (contact links, locale switcher) above a
 * bottom bar (logo, main menu from 1320px, "Where to buy", hamburger below 1320px).
 * Past 50px of scrolling it compacts to 72px and the top bar slides away.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { NAVBAR_COMPACT_AFTER_SCROLL } from "../../shared/constants";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { Route } from "../../shared/routes";
import { useHyphens } from "../components/hyphens";
import { Icon } from "../components/icon";
import { SiteLink } from "../components/site-link";
import { closeIcon, locationIcon, menuIcon } from "../components/ui-icons";
import { LocaleSwitcher, MenuDismiss, NavbarContact, SearchHost } from "./deferred-parts";
import { Logo } from "./logo";
import { isActive, itemIsActive } from "./menu-links";

interface Props {
  layout: LayoutData | null;
  locale: Locale;
  /** The locale's home page, where the logo leads. */
  home: string;
  route: Route | null;
  alternates: Partial<Record<Locale, string>>;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

function useCompact(): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const update = () => {
      const next = window.scrollY > NAVBAR_COMPACT_AFTER_SCROLL;
      setCompact((previous) => {
        if (next && !previous) window.dispatchEvent(new Event("site:close-dropdowns"));
        return next;
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return compact;
}

export function Navbar({
  layout,
  locale,
  home,
  route,
  alternates,
  sidebarOpen,
  onToggleSidebar,
}: Props) {
  const { t } = useLingui();
  const compact = useCompact();
  const hy = useHyphens();

  useEffect(() => {
    document.body.classList.toggle("navbar-compact", compact);
  }, [compact]);

  const contact = layout?.settings.contact;
  const whereToBuy = layout?.paths.installerMap;
  return (
    <header className={compact ? "navbar navbar--compact" : "navbar"}>
      <div className="navbar__top">
        <div className="container navbar__top-inner">
          <NavbarContact email={contact?.email_address} phone={contact?.phone_number} />
          <LocaleSwitcher locale={locale} alternates={alternates} />
        </div>
      </div>
      <div className="navbar__bottom">
        <div className="container navbar__bottom-inner">
          <SiteLink href={home} className="navbar__logo" aria-label={t`Home`}>
            <Logo />
          </SiteLink>
          <nav className="main-menu" aria-label={t`Main menu`}>
            <ul className="main-menu__list">
              {(layout?.menu.main ?? []).map((item) => {
                const href = item.href;
                const active = itemIsActive(item, route);
                const children = item.children ?? [];
                const name = item.name;
                return (
                  <li
                    key={item.id}
                    className={`main-menu__item${children.length ? " main-menu__item--parent" : ""}`}
                  >
                    {href ? (
                      <SiteLink
                        href={href}
                        prefetchInView
                        className={
                          item.cta ? "button button--green main-menu__cta" : "main-menu__link"
                        }
                        aria-current={active ? "page" : undefined}
                      >
                        <Icon icon={item.icon} />
                        <span>{hy(item.name)}</span>
                      </SiteLink>
                    ) : (
                      <span className="main-menu__link">{hy(item.name)}</span>
                    )}
                    {children.length > 0 && (
                      // A disclosure: it opens on a click, Enter or Space (and on hover, see
                      // main.css), and without script; Escape and a click elsewhere close it
                      // (menu-dismiss.ts). Closed, its links are out of the Tab order, so Tab
                      // moves across the top-level items. `name` keeps one open at a time.
                      <details className="main-menu__more" name="main-menu">
                        <summary className="main-menu__toggle" aria-label={t`${name} submenu`} />
                        <ul className="main-menu__children">
                          {children.map((child) => {
                            const childLink = child.href;
                            if (!childLink) return null;
                            const slug =
                              child.page?.slug ??
                              child.for_who?.slug ??
                              child.solution?.slug ??
                              child.product?.slug;
                            return (
                              <li key={child.id}>
                                <SiteLink
                                  href={childLink}
                                  aria-current={isActive(slug, route) ? "page" : undefined}
                                >
                                  {hy(child.name)}
                                </SiteLink>
                              </li>
                            );
                          })}
                        </ul>
                      </details>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          <MenuDismiss />
          <SearchHost layout={layout} locale={locale} />
          {whereToBuy && (
            <SiteLink href={whereToBuy} className="button button--yellow navbar__where-to-buy">
              <Icon icon={locationIcon} />
              <span>{t`Where to buy`}</span>
            </SiteLink>
          )}
          {/* A link to the sidebar, so that it opens without script too (main.css, :target);
              with script it toggles in place. */}
          {/* biome-ignore lint/a11y/useValidAnchor: a link until the script comes, a button after. */}
          {/* biome-ignore lint/a11y/useSemanticElements: as above; a button cannot work without script. */}
          <a
            href="#mobile-sidebar"
            role="button"
            className="navbar__hamburger"
            aria-expanded={sidebarOpen}
            aria-controls="mobile-sidebar"
            aria-label={sidebarOpen ? t`Close menu` : t`Open menu`}
            onClick={(event) => {
              event.preventDefault();
              onToggleSidebar();
            }}
            onKeyDown={(event) => {
              if (event.key !== " ") return;
              event.preventDefault();
              onToggleSidebar();
            }}
          >
            <Icon icon={sidebarOpen ? closeIcon : menuIcon} />
          </a>
        </div>
      </div>
    </header>
  );
}
