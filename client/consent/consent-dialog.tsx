/**
 * @module The consent dialog: what the configured third parties do, and "Accept"
 * and "Reject" as equal buttons. It is not modal (the page stays usable and
 * nothing third-party loads while it is open); it sits at the bottom of the
 * screen, in its own React root, and is gone once the visitor chooses. Loaded only
 * when a consent is needed (client/consent/start.ts).
 */
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { Locale } from "../../shared/locales";
import { i18nWith } from "../i18n";
import { consentStrings } from "./catalog";
import { readConsent, type ThirdParties, writeConsent } from "./consent-store";

let mounted: { root: Root; host: HTMLElement; opener: Element | null } | null = null;

export async function showConsentDialog(config: ThirdParties, locale: Locale): Promise<void> {
  if (mounted) return;
  // An i18n of its own: adding its strings to the page's would render the whole page again.
  const i18n = i18nWith(locale, await consentStrings(locale));
  const host = document.createElement("div");
  host.className = "consent-host";
  document.body.appendChild(host);
  // Opened from the footer: focus goes back there once the visitor has chosen.
  const opener = document.activeElement;
  mounted = { root: createRoot(host), host, opener };
  mounted.root.render(
    <I18nProvider i18n={i18n}>
      <ConsentDialog config={config} reopened={readConsent().analytics !== undefined} />
    </I18nProvider>,
  );
}

function close(): void {
  if (!mounted) return;
  const { root, host, opener } = mounted;
  mounted = null;
  root.unmount();
  host.remove();
  if (opener instanceof HTMLElement && opener !== document.body) opener.focus();
}

function ConsentDialog({ config, reopened }: { config: ThirdParties; reopened: boolean }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Asked for (the footer's link): the visitor is taken to it. On arrival it does
    // not steal the focus from the page.
    if (reopened) heading.current?.focus();
  }, [reopened]);
  const choose = (choice: "granted" | "denied") => {
    writeConsent({
      ...(config.tagManagerId ? { analytics: choice } : {}),
      ...(config.map ? { map: choice } : {}),
    });
    close();
  };
  return (
    <section
      className="consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-heading"
      aria-describedby="consent-text"
    >
      <h2 id="consent-heading" className="consent__heading" tabIndex={-1} ref={heading}>
        {t`Your privacy`}
      </h2>
      <div id="consent-text" className="consent__text">
        <p>{t`With your permission we also use these services. They receive your IP address and may set cookies:`}</p>
        <ul>
          {config.tagManagerId && (
            <li>{t`Statistics: Google Tag Manager measures how the site is used, so we can improve it.`}</li>
          )}
          {config.map && (
            <li>{t`Map: Mapbox shows where to buy on a map and finds places as you type.`}</li>
          )}
        </ul>
        <p>{t`Without them the site works too. You can change your choice at any time with “Privacy settings” at the bottom of every page.`}</p>
      </div>
      <div className="consent__actions">
        <button type="button" className="consent__button" onClick={() => choose("granted")}>
          {t`Accept`}
        </button>
        <button type="button" className="consent__button" onClick={() => choose("denied")}>
          {t`Reject`}
        </button>
      </div>
    </section>
  );
}
