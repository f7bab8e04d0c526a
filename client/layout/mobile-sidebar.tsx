/**
 * @module The slide-in mobile menu below 1320px, with the dimmed overlay behind
 * it. A menu click, its close button, the overlay or Escape closes it. Its top
 * holds what a visitor opens it for most: the close button (the hamburger lies
 * under the overlay) and the calls to action, the menu's own (e.g. "Contact us")
 * and "Where to buy"; the rest of the menu follows.
 *
 * The server writes its links, so that it works without script: the hamburger
 * is a link to `#mobile-sidebar`, and the stylesheet shows the sidebar while it
 * is the target until the page has hydrated. From then on it opens and closes in
 * place, and closed it is inert. A visitor who opened it before the script came
 * finds it still open.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath, type Route } from "../../shared/routes";
import { useHyphens } from "../components/hyphens";
import { Icon } from "../components/icon";
import { SiteLink } from "../components/site-link";
import { closeIcon, locationIcon } from "../components/ui-icons";
import { SidebarSearchButton } from "../search/sidebar-search-button";
import { itemIsActive } from "./menu-links";

interface Props {
  layout: LayoutData | null;
  locale: Locale;
  route: Route | null;
  open: boolean;
  onClose: () => void;
  /** Opens it: for a visitor who opened it by its link before the script came. */
  onOpen: () => void;
}

export function MobileSidebar({ layout, locale, route, open, onClose, onOpen }: Props) {
  const { t } = useLingui();
  const panel = useRef<HTMLElement>(null);
  // As the server wrote it until hydrated (not inert: without script it opens as a target).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    if (location.hash === "#mobile-sidebar") {
      history.replaceState(history.state, "", location.pathname + location.search);
      onOpen();
    }
  }, [onOpen]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      if (event.key === "Tab") trapFocus(event, panel.current);
    };
    document.addEventListener("keydown", onKey);
    document.body.classList.add("sidebar-open");
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("sidebar-open");
      // Focus goes back where it came from: the hamburger.
      document.querySelector<HTMLElement>(".navbar__hamburger")?.focus();
    };
  }, [open, onClose]);

  return (
    <>
      <div
        className={open ? "overlay overlay--visible" : "overlay"}
        onClick={onClose}
        aria-hidden="true"
      />
      <nav
        id="mobile-sidebar"
        ref={panel}
        className={open ? "mobile-sidebar mobile-sidebar--open" : "mobile-sidebar"}
        aria-label={t`Mobile menu`}
        inert={hydrated && !open}
      >
        <SidebarMenu layout={layout} locale={locale} route={route} onClose={onClose} />
      </nav>
    </>
  );
}

function SidebarMenu({ layout, locale, route, onClose }: Omit<Props, "open" | "onOpen">) {
  const { t } = useLingui();
  const hy = useHyphens();
  const whereToBuy = layout?.paths.installerMap;
  const items = layout?.menu.main ?? [];
  const actions = items.flatMap((item) => {
    const href = item.cta ? item.href : null;
    return href ? [{ item, href }] : [];
  });
  return (
    <>
      <div className="mobile-sidebar__head">
        {/* A link away from the sidebar's target, so that it closes without script too. */}
        {/* biome-ignore lint/a11y/useValidAnchor: a link until the script comes, a button after. */}
        {/* biome-ignore lint/a11y/useSemanticElements: as above; a button cannot work without script. */}
        <a
          href="#main"
          role="button"
          className="mobile-sidebar__close"
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          onKeyDown={(event) => {
            if (event.key !== " ") return;
            event.preventDefault();
            onClose();
          }}
          aria-label={t`Close menu`}
        >
          <Icon icon={closeIcon} />
        </a>
      </div>
      {(actions.length > 0 || whereToBuy) && (
        <div className="mobile-sidebar__actions">
          {actions.map(({ item, href }) => (
            <SiteLink
              key={item.id}
              href={href}
              onClick={onClose}
              className="button button--green"
              aria-current={itemIsActive(item, route) ? "page" : undefined}
            >
              <Icon icon={item.icon} />
              <span>{hy(item.name)}</span>
            </SiteLink>
          ))}
          {whereToBuy && (
            <SiteLink
              href={whereToBuy}
              onClick={onClose}
              className="button button--yellow mobile-sidebar__where-to-buy"
            >
              <Icon icon={locationIcon} />
              <span>{t`Where to buy`}</span>
            </SiteLink>
          )}
        </div>
      )}
      <SidebarSearchButton onClose={onClose} action={buildPath({ kind: "search", locale })} />
      <ul className="mobile-sidebar__list">
        {items
          .filter((item) => !actions.some((action) => action.item === item))
          .map((item) => {
            const href = item.href;
            return (
              <li key={item.id}>
                {href ? (
                  <SiteLink
                    href={href}
                    onClick={onClose}
                    className="mobile-sidebar__link"
                    aria-current={itemIsActive(item, route) ? "page" : undefined}
                  >
                    <Icon icon={item.icon} />
                    <span>{hy(item.name)}</span>
                  </SiteLink>
                ) : (
                  <span className="mobile-sidebar__link">{hy(item.name)}</span>
                )}
                {(item.children?.length ?? 0) > 0 && (
                  <ul className="mobile-sidebar__children">
                    {item.children!.map((child) => {
                      const childLink = child.href;
                      return childLink ? (
                        <li key={child.id}>
                          <SiteLink href={childLink} onClick={onClose}>
                            {hy(child.name)}
                          </SiteLink>
                        </li>
                      ) : null;
                    })}
                  </ul>
                )}
              </li>
            );
          })}
      </ul>
    </>
  );
}

/** Keeps Tab and Shift+Tab inside the open sidebar, whose close button comes first. */
function trapFocus(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (!focusable.includes(active as HTMLElement)) {
    event.preventDefault();
    first.focus();
  }
}
