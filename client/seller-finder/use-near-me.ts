/**
 * @module "Near me": the visitor's own position, asked of the browser only when
 * they press the button; the results are then sorted by distance to it.
 */
import { useCallback, useState } from "react";
import type { Position } from "../../shared/seller-finder";

export type Geo =
  | { state: "off" }
  | { state: "asking" }
  | { state: "on"; position: Position }
  | { state: "denied" };

export interface NearMe {
  geo: Geo;
  /** Stops sorting by the visitor's position. */
  off: () => void;
  /** Asks the browser for the position; "denied" when it has none to give. */
  ask: () => void;
}

export function useNearMe(): NearMe {
  const [geo, setGeo] = useState<Geo>({ state: "off" });
  const off = useCallback(() => setGeo({ state: "off" }), []);
  const ask = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setGeo({ state: "denied" });
      return;
    }
    setGeo({ state: "asking" });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setGeo({
          state: "on",
          position: { lat: position.coords.latitude, lng: position.coords.longitude },
        }),
      () => setGeo({ state: "denied" }),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }, []);
  return { geo, off, ask };
}
