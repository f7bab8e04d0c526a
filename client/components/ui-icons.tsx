/**
 * @module The interface icons the navbar and banner draw at first paint (menu,
 * close, …): Font Awesome Free 7 paths (CC BY 4.0, fontawesome.com/license/free)
 * copied as plain data, one export each, so every chunk ships only the icons it
 * draws and no icon package reaches the browser. The paths are written with the
 * shorter commands for the same shapes (h and v for straight lines, no line back
 * to the start before z): these bytes are on every page. The worker maps the CMS's icon
 * names with the full sets (worker/content/icons.ts). Icons drawn only by parts that
 * load later are in ./more-icons.ts, so the browser's entry does not carry them.
 */
import type { IconData } from "../../shared/content";

/** fa-solid bars */
export const menuIcon: IconData = {
  w: 448,
  h: 512,
  d: "M0 96C0 78.3 14.3 64 32 64h384c17.7 0 32 14.3 32 32s-14.3 32-32 32H32C14.3 128 0 113.7 0 96zM0 256c0-17.7 14.3-32 32-32h384c17.7 0 32 14.3 32 32s-14.3 32-32 32H32c-17.7 0-32-14.3-32-32zM448 416c0 17.7-14.3 32-32 32H32c-17.7 0-32-14.3-32-32s14.3-32 32-32h384c17.7 0 32 14.3 32 32z",
};

/** fa-solid xmark */
export const closeIcon: IconData = {
  w: 384,
  h: 512,
  d: "M55.1 73.4c-12.5-12.5-32.8-12.5-45.3 0s-12.5 32.8 0 45.3L147.2 256 9.9 393.4c-12.5 12.5-12.5 32.8 0 45.3s32.8 12.5 45.3 0L192.5 301.3 329.9 438.6c12.5 12.5 32.8 12.5 45.3 0s12.5-32.8 0-45.3L237.8 256 375.1 118.6c12.5-12.5 12.5-32.8 0-45.3s-32.8-12.5-45.3 0L192.5 210.7z",
};

/** fa-solid phone */
export const locationIcon: IconData = {
  w: 384,
  h: 512,
  d: "M0 188.6C0 84.4 86 0 192 0S384 84.4 384 188.6c0 119.3-120.2 262.3-170.4 316.8-11.8 12.8-31.5 12.8-43.3 0-50.2-54.5-170.4-197.5-170.4-316.8zM192 256a64 64 0 1 0 0-128 64 64 0 1 0 0 128z",
};
