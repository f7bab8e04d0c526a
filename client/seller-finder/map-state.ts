/**
 * @module The finder map's client state (spec section 3): the selected location,
 * the map's centre and its zoom. It lives outside React components, so leaving the
 * finder and coming back finds the map where the visitor left it.
 */
import { useSyncExternalStore } from "react";
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from "../../shared/constants";

export interface MapState {
  /** The id of the selected sale location, or null. */
  selected: string | null;
  center: { lat: number; lng: number };
  zoom: number;
}

let state: MapState = { selected: null, center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };
const listeners = new Set<() => void>();

export const mapState = {
  get: (): MapState => state,
  /** Whether the view left the default centre and zoom (spec section 9) this session. */
  moved: (): boolean =>
    state.zoom !== MAP_DEFAULT_ZOOM ||
    state.center.lat !== MAP_DEFAULT_CENTER.lat ||
    state.center.lng !== MAP_DEFAULT_CENTER.lng,
  update(patch: Partial<MapState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const INITIAL = state;

export function useMapState(): MapState {
  // The server always renders the initial state; the browser may have moved on.
  return useSyncExternalStore(mapState.subscribe, mapState.get, () => INITIAL);
}
