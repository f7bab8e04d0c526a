/**
 * @module Interface icons of the parts that load after the page and that more
 * than one part draws (the locale switcher, the manual, the seller finder): Font
 * Awesome Free 7 paths (CC BY 4.0, fontawesome.com/license/free) copied as plain
 * data, and no icon package reaches the browser. A chunk carries every icon of
 * this module that any part draws, so an icon that one part alone draws lives in
 * that part (the footer's tree, the error page's warning). The worker maps the CMS's icon
 * names with the full sets (worker/content/icons.ts). See ./ui-icons.tsx.
 */
import type { IconData } from "../../shared/content";

/** fa-solid chevron-down */
export const chevronDownIcon: IconData = {
  w: 448,
  h: 512,
  d: "M201.4 406.6c12.5 12.5 32.8 12.5 45.3 0l192-192c12.5-12.5 12.5-32.8 0-45.3s-32.8-12.5-45.3 0L224 338.7 54.6 169.4c-12.5-12.5-32.8-12.5-45.3 0s-12.5 32.8 0 45.3l192 192z",
};

/** fa-solid globe */
export const globeIcon: IconData = {
  w: 512,
  h: 512,
  d: "M351.9 280l-190.9 0c2.9 64.5 17.2 123.9 37.5 167.4 11.4 24.5 23.7 41.8 35.1 52.4 11.2 10.5 18.9 12.2 22.9 12.2s11.7-1.7 22.9-12.2c11.4-10.6 23.7-28 35.1-52.4 20.3-43.5 34.6-102.9 37.5-167.4zM160.9 232l190.9 0C349 167.5 334.7 108.1 314.4 64.6 303 40.2 290.7 22.8 279.3 12.2 268.1 1.7 260.4 0 256.4 0s-11.7 1.7-22.9 12.2c-11.4 10.6-23.7 28-35.1 52.4-20.3 43.5-34.6 102.9-37.5 167.4zm-48 0C116.4 146.4 138.5 66.9 170.8 14.7 78.7 47.3 10.9 131.2 1.5 232l111.4 0zM1.5 280c9.4 100.8 77.2 184.7 169.3 217.3-32.3-52.2-54.4-131.7-57.9-217.3L1.5 280zm398.4 0c-3.5 85.6-25.6 165.1-57.9 217.3 92.1-32.7 159.9-116.5 169.3-217.3l-111.4 0zm111.4-48C501.9 131.2 434.1 47.3 342 14.7 374.3 66.9 396.4 146.4 399.9 232l111.4 0z",
};
