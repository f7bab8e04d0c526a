/**
 * @module The map beside the finder's list: an enhancement. It loads mapbox-gl only
 * when a token is configured and the map comes near the screen, says "Loading the map..." meanwhile, and when there is
 * no token or the map cannot start it shows a note instead — the list above it
 * does everything the map does.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { CHUNK_RELOAD_GUARD_MS } from "../../shared/constants";
import { mapState, useMapState } from "./map-state";
import type { FinderMap, MapPoint } from "./mapbox-map";

type Status = "loading" | "ready" | "unavailable";

const RELOAD_KEY = "finder-map-reload";
/** How near the screen the map must come before mapbox-gl is loaded. */
const MAP_LOAD_MARGIN = "200px 0px";

/** The worker marks documents whose CSP allows the map (worker/render/page.tsx). */
function documentAllowsMap(): boolean {
  return document.documentElement.hasAttribute("data-map-policy");
}

/** Reloads the page at most once a minute (as the spec's chunk-reload guard), never in a loop. */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

interface Props {
  token: string | null;
  points: MapPoint[];
  /** Changes when the filters (not the page count) change: the map then fits the new set. */
  setKey: string;
  empty: boolean;
  /** A location chosen on the map; the list highlights it. */
  onMarkerSelect: (locationId: string) => void;
  /** Set when the list asked to show a location: the map flies there. */
  flyRequest: { id: string; at: number } | null;
  /** A place chosen in the place search: the map centres on it. */
  place: { lat: number; lng: number } | null;
}

export function MapPanel({
  token,
  points,
  setKey,
  empty,
  onMarkerSelect,
  flyRequest,
  place,
}: Props) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<FinderMap | null>(null);
  const [status, setStatus] = useState<Status>(token ? "loading" : "unavailable");
  const { selected, center, zoom } = useMapState();
  const onSelect = useRef(onMarkerSelect);
  onSelect.current = onMarkerSelect;
  const lastSetKey = useRef(setKey);
  const placeLat = place?.lat;
  const placeLng = place?.lng;
  const hasPlace = place !== null;
  // Arriving with filters (a shared link, a reload) shows their set, unless the
  // visitor already moved the map this session (its view is kept in client state).
  const fitPending = useRef(setKey !== "" && !mapState.moved());

  // mapbox-gl is half a megabyte of script: fetched and started only when the map
  // comes near the screen (it sits below the list, which is usable first), or when
  // the visitor asks to see a location on it.
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!token || near || !container.current) return;
    if (typeof IntersectionObserver !== "function") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MAP_LOAD_MARGIN },
    );
    observer.observe(container.current);
    return () => observer.disconnect();
  }, [token, near]);

  useEffect(() => {
    if (!flyRequest) return;
    setNear(true);
    container.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [flyRequest]);

  useEffect(() => {
    if (!token || !container.current) return;
    if (!documentAllowsMap()) {
      // Reached client-side from a page whose strict CSP forbids mapbox-gl's worker:
      // load this page as a document, which comes with the map's policy (at once,
      // not when the map comes near: a reload then would lose the visitor's place).
      if (reloadOnce()) return;
      setStatus("unavailable");
      return;
    }
    if (!near) return;
    let cancelled = false;
    const element = container.current;
    import("./mapbox-map")
      .then(async ({ createFinderMap }) => {
        if (cancelled) return;
        const start = mapState.get();
        const created = await createFinderMap(element, {
          token,
          center: start.center,
          zoom: start.zoom,
          onReady: () => !cancelled && setStatus("ready"),
          onFail: () => {
            if (cancelled) return;
            setStatus("unavailable");
            map.current?.destroy();
            map.current = null;
          },
          onSelect: (id) => onSelect.current(id),
          onMove: (view) => mapState.update(view),
        });
        if (cancelled) created.destroy();
        else map.current = created;
      })
      .catch(() => !cancelled && setStatus("unavailable"));
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [token, near]);

  useEffect(() => {
    if (status !== "ready") return;
    // New filters: fit the map to their locations once they have arrived.
    if (lastSetKey.current !== setKey) {
      lastSetKey.current = setKey;
      fitPending.current = true;
    }
    // A chosen place decides the view: the map centres on it instead of fitting the set.
    const fit = fitPending.current && points.length > 0 && !hasPlace;
    if (fit) fitPending.current = false;
    map.current?.setPoints(points, fit);
    map.current?.select(mapState.get().selected, false);
  }, [status, points, setKey, hasPlace]);

  useEffect(() => {
    if (status !== "ready" || placeLat === undefined || placeLng === undefined) return;
    fitPending.current = false;
    map.current?.flyToPlace({ lat: placeLat, lng: placeLng });
  }, [status, placeLat, placeLng]);

  useEffect(() => {
    if (status === "ready") map.current?.select(selected, false);
  }, [status, selected]);

  useEffect(() => {
    if (status === "ready" && flyRequest) map.current?.select(flyRequest.id, true);
  }, [status, flyRequest]);

  return (
    <div
      className={`finder-map finder-map--${status}`}
      data-state={status}
      data-center={`${center.lng},${center.lat}`}
      data-zoom={zoom}
    >
      {token && status !== "unavailable" && <div ref={container} className="finder-map__canvas" />}
      {status === "loading" && (
        <p className="finder-map__overlay" role="status">
          {t`Loading the map...`}
        </p>
      )}
      {status === "ready" && empty && (
        <p className="finder-map__overlay" role="status">
          {t`No locations were found...`}
        </p>
      )}
      {status === "unavailable" && (
        <p className="finder-map__note">
          {t`The map is not available right now. Every seller is in the list.`}
        </p>
      )}
    </div>
  );
}
