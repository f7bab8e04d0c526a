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
export const phoneIcon: IconData = {
  w: 512,
  h: 512,
  d: "M160.2 25C152.3 6.1 131.7-3.9 112.1 1.4l-5.5 1.5c-64.6 17.6-119.8 80.2-103.7 156.4 37.1 175 174.8 312.7 349.8 349.8 76.3 16.2 138.8-39.1 156.4-103.7l1.5-5.5c5.4-19.7-4.7-40.3-23.5-48.1l-97.3-40.5c-16.5-6.9-35.6-2.1-47 11.8l-38.6 47.2C233.9 335.4 177.3 277 144.8 205.3L189 169.3c13.9-11.3 18.6-30.4 11.8-47z",
};

/** fa-regular envelope */
export const envelopeIcon: IconData = {
  w: 512,
  h: 512,
  d: "M61.4 64C27.5 64 0 91.5 0 125.4 0 126.3 0 127.1 .1 128H0V384c0 35.3 28.7 64 64 64h384c35.3 0 64-28.7 64-64v-256h-.1c0-.9 .1-1.7 .1-2.6 0-33.9-27.5-61.4-61.4-61.4zM464 192.3V384c0 8.8-7.2 16-16 16H64c-8.8 0-16-7.2-16-16v-191.7l154.8 117.4c31.4 23.9 74.9 23.9 106.4 0zM48 125.4C48 118 54 112 61.4 112h389.2c7.4 0 13.4 6 13.4 13.4 0 4.2-2 8.2-5.3 10.7L280.2 271.5c-14.3 10.8-34.1 10.8-48.4 0L53.3 136.1c-3.3-2.5-5.3-6.5-5.3-10.7z",
};

/** fa-solid location-dot */
export const locationIcon: IconData = {
  w: 384,
  h: 512,
  d: "M0 188.6C0 84.4 86 0 192 0S384 84.4 384 188.6c0 119.3-120.2 262.3-170.4 316.8-11.8 12.8-31.5 12.8-43.3 0-50.2-54.5-170.4-197.5-170.4-316.8zM192 256a64 64 0 1 0 0-128 64 64 0 1 0 0 128z",
};
