/**
 * @module The phone and the envelope: drawn by the top bar's contact links and
 * the footer (parts that hydrate late), a seller's contact lines and the calls
 * to contact, so no kept first page's script carries them.
 */
import type { IconData } from "../../shared/content";

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
