/**
 * @module The finder's map with mapbox-gl. This module (and through it mapbox-gl
 * and its CSS) is imported dynamically by the map panel only, so its code lands in
 * chunks that only the installer-map page loads.
 *
 * The style is our own (`map-style.ts`) and the locations come as GeoJSON, so
 * the map needs no Mapbox-hosted style, tiles, glyphs or sprites. Markers are
 * HTML elements drawn from the clustered GeoJSON source (cluster counts need no
 * glyphs that way, and each marker is a real element).
 */
import mapboxgl, { type GeoJSONSource } from "mapbox-gl";
import {
  type Feature,
  type FeatureCollection,
  loadStylesheet,
  type Point,
  STYLE,
} from "./map-style";

export interface MapPoint {
  /** Sale location id. */
  id: string;
  lat: number;
  lng: number;
  label: string;
}

export interface FinderMapOptions {
  token: string;
  center: { lat: number; lng: number };
  zoom: number;
  onReady: () => void;
  /** The map could not start (bad token, no WebGL, …). */
  onFail: (reason: string) => void;
  onSelect: (locationId: string) => void;
  onMove: (view: { center: { lat: number; lng: number }; zoom: number }) => void;
}

export interface FinderMap {
  setPoints(points: MapPoint[], fit: boolean): void;
  select(locationId: string | null, fly: boolean): void;
  /** Centres the map on a place the visitor chose (the place search). */
  flyToPlace(place: { lat: number; lng: number }): void;
  destroy(): void;
}

const SOURCE = "sale-locations";
const FLY_TO_ZOOM = 11;
/** A chosen place: close enough to see the town, wide enough for the sellers around it. */
const PLACE_ZOOM = 8;

function toGeoJson(points: MapPoint[]): FeatureCollection<Point> {
  return {
    type: "FeatureCollection",
    features: points.map((point) => ({
      type: "Feature",
      properties: { id: point.id, label: point.label },
      geometry: { type: "Point", coordinates: [point.lng, point.lat] },
    })),
  };
}

/** Starts the map once its stylesheet is there; rejects when it cannot start at all. */
export async function createFinderMap(
  container: HTMLElement,
  options: FinderMapOptions,
): Promise<FinderMap> {
  // mapbox-gl 3 needs WebGL 2. Asked without it, its constructor logs an error
  // before any listener can take it: check first and fail quietly.
  const probe = document.createElement("canvas").getContext("webgl2");
  if (!probe) throw new Error("WebGL 2 is not available");
  probe.getExtension("WEBGL_lose_context")?.loseContext();
  await loadStylesheet();
  mapboxgl.accessToken = options.token;
  let ready = false;
  let points: MapPoint[] = [];
  let selected: string | null = null;
  let markers = new Map<string, mapboxgl.Marker>();

  const map = new mapboxgl.Map({
    container,
    style: STYLE,
    center: [options.center.lng, options.center.lat],
    zoom: options.zoom,
    cooperativeGestures: false,
    attributionControl: true,
  });
  map.addControl(new mapboxgl.NavigationControl({ showCompass: false }), "top-right");

  // With a listener, mapbox-gl reports errors here instead of on the console.
  map.on("error", (event) => {
    if (!ready) options.onFail(String(event.error?.message ?? "map error"));
  });

  map.on("load", () => {
    map.addSource(SOURCE, {
      type: "geojson",
      data: toGeoJson(points),
      cluster: true,
      clusterRadius: 48,
      clusterMaxZoom: 12,
    });
    // Invisible: it only makes the source load, so markers can be read from it.
    map.addLayer({
      id: `${SOURCE}-anchor`,
      type: "circle",
      source: SOURCE,
      paint: { "circle-radius": 1, "circle-opacity": 0 },
    });
    ready = true;
    options.onReady();
    if (points.length) fitTo(points, false);
  });

  map.on("render", () => {
    if (ready && map.isSourceLoaded(SOURCE)) syncMarkers();
  });

  map.on("moveend", () => {
    const center = map.getCenter();
    options.onMove({
      center: { lat: round(center.lat), lng: round(center.lng) },
      zoom: Math.round(map.getZoom() * 100) / 100,
    });
  });

  function syncMarkers(): void {
    const next = new Map<string, mapboxgl.Marker>();
    for (const feature of map.querySourceFeatures(SOURCE) as unknown as Feature<Point>[]) {
      const props = feature.properties ?? {};
      const [lng, lat] = feature.geometry.coordinates;
      const key = props.cluster ? `cluster:${props.cluster_id}` : `location:${props.id}`;
      if (next.has(key)) continue;
      const marker =
        markers.get(key) ??
        (props.cluster
          ? clusterMarker(Number(props.cluster_id), Number(props.point_count), lng, lat)
          : locationMarker(String(props.id), String(props.label ?? ""), lng, lat));
      next.set(key, marker);
    }
    for (const [key, marker] of markers) if (!next.has(key)) marker.remove();
    markers = next;
    highlight();
  }

  function locationMarker(id: string, label: string, lng: number, lat: number) {
    const element = document.createElement("div");
    element.className = "finder-marker";
    element.dataset.locationId = id;
    element.title = label;
    // The list is the accessible way to every location; markers are for pointers.
    element.setAttribute("aria-hidden", "true");
    element.addEventListener("click", (event) => {
      event.stopPropagation();
      options.onSelect(id);
    });
    return new mapboxgl.Marker({ element, anchor: "bottom" }).setLngLat([lng, lat]).addTo(map);
  }

  function clusterMarker(clusterId: number, count: number, lng: number, lat: number) {
    const element = document.createElement("div");
    element.className = "finder-cluster";
    element.textContent = String(count);
    element.setAttribute("aria-hidden", "true");
    element.style.setProperty("--size", `${Math.min(64, 30 + Math.sqrt(count) * 6)}px`);
    element.addEventListener("click", (event) => {
      event.stopPropagation();
      const source = map.getSource(SOURCE) as GeoJSONSource | undefined;
      source?.getClusterExpansionZoom(clusterId, (error, zoom) => {
        if (error || zoom == null) return;
        map.easeTo({ center: [lng, lat], zoom });
      });
    });
    return new mapboxgl.Marker({ element }).setLngLat([lng, lat]).addTo(map);
  }

  function highlight(): void {
    for (const [key, marker] of markers) {
      marker
        .getElement()
        .classList.toggle("finder-marker--selected", key === `location:${selected}`);
    }
  }

  function fitTo(list: MapPoint[], animate: boolean): void {
    if (!list.length) return;
    const bounds = new mapboxgl.LngLatBounds();
    for (const point of list) bounds.extend([point.lng, point.lat]);
    map.fitBounds(bounds, { padding: 48, maxZoom: 9, animate });
  }

  return {
    setPoints(next, fit) {
      points = next;
      const source = map.getSource(SOURCE) as GeoJSONSource | undefined;
      if (!ready || !source) return;
      source.setData(toGeoJson(points));
      if (fit) fitTo(points, true);
    },
    select(locationId, fly) {
      selected = locationId;
      highlight();
      const point = points.find((candidate) => candidate.id === locationId);
      if (fly && point && ready) {
        map.flyTo({
          center: [point.lng, point.lat],
          zoom: Math.max(map.getZoom(), FLY_TO_ZOOM),
          essential: false,
        });
      }
    },
    flyToPlace(place) {
      map.flyTo({
        center: [place.lng, place.lat],
        zoom: Math.max(map.getZoom(), PLACE_ZOOM),
        essential: false,
      });
    },
    destroy() {
      for (const marker of markers.values()) marker.remove();
      map.remove();
    },
  };
}

function round(value: number): number {
  return Math.round(value * 100000) / 100000;
}
