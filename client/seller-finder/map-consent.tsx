/**
 * @module The map's third party (Mapbox: the map and the place search's
 * suggestions) waits for the visitor's consent. Until then the list does
 * everything, the place search uses the list's own places, and where the map
 * will be a note says what showing it sends where, with a button that agrees.
 * The choice is read in the browser after hydration (the page is cached and
 * shared), so the server's HTML always has the note.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { CONSENT_CHANGED, readConsent, writeConsent } from "../consent/consent-store";

/** Whether the visitor agreed to the map. False on the server and before hydration. */
export function useMapConsent(): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    const update = () => setGranted(readConsent().map === "granted");
    update();
    window.addEventListener(CONSENT_CHANGED, update);
    return () => window.removeEventListener(CONSENT_CHANGED, update);
  }, []);
  return granted;
}

export function MapConsent() {
  const { t } = useLingui();
  return (
    <div className="finder-map finder-map--consent" data-state="consent">
      <div className="map-consent">
        <p>{t`The map comes from Mapbox. Showing it sends your IP address to Mapbox. Every seller is in the list too.`}</p>
        <button
          type="button"
          className="map-consent__button"
          onClick={() => writeConsent({ map: "granted" })}
        >
          {t`Show map`}
        </button>
      </div>
    </div>
  );
}
