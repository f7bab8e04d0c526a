/**
 * @module Distances and nearest-first ordering, shared by the worker's finder API
 * ("near me", a chosen place) and the browser's place search.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance (haversine), rounded to 0.1 km. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** Nearest first; things without a distance last. A comparator for `Array.sort`. */
export function byDistance(a: { distanceKm?: number }, b: { distanceKm?: number }): number {
  return (
    (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) || 0
  );
}

/** A copy of `items` nearest to `from` first (stable for equal distances), each with its distance. */
export function sortByDistance<T extends { lat: number; lng: number }>(
  items: readonly T[],
  from: LatLng,
): (T & { distanceKm: number })[] {
  return items.map((item) => ({ ...item, distanceKm: distanceKm(from, item) })).sort(byDistance);
}
