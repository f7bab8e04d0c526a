/** Types for scripts/strapi-kit.mjs, so TypeScript tests can load an assembled kit. */
export const ROOT: string;
export const KIT_FOLDERS: { 4: string; 5: string };
export function kitVersion(value: string | number): 4 | 5;
/** Every file of the kit: its path in a Strapi project and its text. */
export function kitFiles(version: 4 | 5): [string, string][];
export function writeKit(
  version: 4 | 5,
  project: string,
): { path: string; state: "new" | "replaced" | "same" }[];
/** The kit written into a temporary folder, once per process: that folder. */
export function assembledKit(version: 4 | 5): string;
