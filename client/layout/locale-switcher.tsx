/**
 * @module The locale switcher: shows the current locale's code (en-US as "us") and
 * lists only the other locales the current page is translated into. Choosing one
 * remembers it in a cookie and goes to that locale's URL of the same page.
 *
 * A disclosure (`details`): the server writes the links, so that it opens and its
 * links work before and without script. With script, Escape, a click elsewhere and
 * the navbar's compacting close it, and arrow keys move through it.
 */
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { LOCALE_COOKIE } from "../../shared/constants";
import { LOCALE_INFO, LOCALES, type Locale } from "../../shared/locales";
import { track } from "../analytics";
import { Icon } from "../components/icon";
import { chevronDownIcon, globeIcon } from "../components/more-icons";
import { SiteLink } from "../components/site-link";

interface Props {
  locale: Locale;
  alternates: Partial<Record<Locale, string>>;
}

function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, no Cookie Store API needed.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${
    location.protocol === "https:" ? "; secure" : ""
  }`;
}

export function LocaleSwitcher({ locale, alternates }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const others = LOCALES.filter((other) => other !== locale && alternates[other]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // The navbar asks open dropdowns to close when it compacts on scroll.
    const onClose = () => setOpen(false);
    document.addEventListener("mousedown", onPointer);
    window.addEventListener("site:close-dropdowns", onClose);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      window.removeEventListener("site:close-dropdowns", onClose);
    };
  }, [open]);

  // Keys are read on the disclosure itself and from its own open state, not from an
  // effect that follows the toggle event: the browser opens a `details` at once but
  // fires `toggle` a task later, and an arrow pressed in between must still move.
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (!details.open) return;
    if (event.key === "Escape") {
      setOpen(false);
      details.open = false;
      details.querySelector("summary")?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    // Arrow keys move through the languages, as in a menu.
    const items = [...details.querySelectorAll<HTMLElement>(".locale-switcher__list a")];
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  // A locale change closes the dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the locale changes.
  useEffect(() => setOpen(false), [locale]);

  const current = (
    <>
      <Icon icon={globeIcon} />
      <span className="locale-switcher__code">{LOCALE_INFO[locale].code}</span>
      <span className="visually-hidden">{t`Language: ${LOCALE_INFO[locale].name}`}</span>
    </>
  );
  if (others.length === 0)
    return (
      <div className="locale-switcher">
        <span className="locale-switcher__toggle locale-switcher__toggle--alone">{current}</span>
      </div>
    );

  return (
    <details
      className="locale-switcher"
      ref={root}
      open={open}
      onKeyDown={onKeyDown}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="locale-switcher__toggle">
        {current}
        <Icon icon={chevronDownIcon} />
      </summary>
      <ul className="locale-switcher__list">
        {others.map((other) => (
          <li key={other}>
            <SiteLink
              href={alternates[other]!}
              hrefLang={other}
              lang={LOCALE_INFO[other].tag}
              onClick={() => {
                rememberLocale(other);
                track({
                  module: "locale_switcher",
                  event: "switch",
                  trigger: "click",
                  parameters: { from: locale, to: other },
                });
              }}
            >
              <span className="locale-switcher__code">{LOCALE_INFO[other].code}</span>
              <span>{LOCALE_INFO[other].name}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
