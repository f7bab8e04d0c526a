/**
 * @module How the finder's map looks: our own style (a background and a
 * graticule), so the map needs no Mapbox-hosted style, tiles, glyphs or sprites,
 * and mapbox-gl's stylesheet, linked only when the map starts. Imported by
 * `mapbox-map.ts` alone, so it loads with it, on demand.
 */
import type { StyleSpecification } from "mapbox-gl";
import mapboxCssUrl from "mapbox-gl/dist/mapbox-gl.css";

// Just the GeoJSON the map makes (the full types are not a dependency of ours).
export interface Feature<G> {
  type: "Feature";
  properties: Record<string, unknown>;
  geometry: G;
}
type LineString = { type: "LineString"; coordinates: number[][] };
export type Point = { type: "Point"; coordinates: [number, number] };
export interface FeatureCollection<G> {
  type: "FeatureCollection";
  features: Feature<G>[];
}

function graticule(): FeatureCollection<LineString> {
  const features: Feature<LineString>[] = [];
  for (let lng = -180; lng <= 180; lng += 5)
    features.push({
      type: "Feature",
      properties: {},
      geometry: {
        type: "LineString",
        coordinates: [
          [lng, -85],
          [lng, 0],
          [lng, 85],
        ],
      },
    });
  for (let lat = -80; lat <= 80; lat += 5)
    features.push({
      type: "Feature",
      properties: {},
      geometry: {
        type: "LineString",
        coordinates: Array.from({ length: 73 }, (_, i) => [-180 + i * 5, lat]),
      },
    });
  return { type: "FeatureCollection", features };
}

export const STYLE: StyleSpecification = {
  version: 8,
  projection: { name: "mercator" },
  sources: { graticule: { type: "geojson", data: graticule() } },
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#e6f1ee" } },
    {
      id: "graticule",
      type: "line",
      source: "graticule",
      paint: { "line-color": "#c4d6d1", "line-width": 1 },
    },
  ],
};

/** mapbox-gl's stylesheet, linked once; the map starts when it has loaded. */
export function loadStylesheet(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[href="${mapboxCssUrl}"]`);
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? document.createElement("link");
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => reject(new Error("map stylesheet failed")), {
      once: true,
    });
  });
  if (!existing) {
    link.rel = "stylesheet";
    link.href = mapboxCssUrl;
    document.head.appendChild(link);
  }
  return loaded;
}
