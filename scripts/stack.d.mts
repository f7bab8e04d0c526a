/** Types for scripts/stack.mjs, so TypeScript tests can start the stack. */
export const ROOT: string;
export const SITE_SETTINGS: string[];
export function developmentDefaults(): Record<string, string>;
export function freePort(): Promise<number>;
export function reservePort(): Promise<{ port: number; release(): Promise<void> }>;
/** The origin the local site writes into its links: the environment's, else `url`. */
export function localOrigin(settings: Record<string, string>, url: string): string;
export function siteSettings(overrides?: Record<string, string>): Record<string, string>;
interface StartOptions {
  port: number;
  persistDir: string;
  settings: Record<string, string>;
  quiet?: boolean;
}
export function startCms(
  options: StartOptions,
): Promise<{ origin: string; graphqlUrl: string; stop(): Promise<void> }>;
export function startSite(
  options: StartOptions & { onLine?: (line: string) => void; origin?: string },
): Promise<{ url: string; stop(): Promise<void> }>;
export function startSiteInWorkerd(
  options: Omit<StartOptions, "quiet"> & {
    onLine?: (line: string) => void;
    /** A V8 inspector for profiling (target `core:user:` is the worker); none by default. */
    inspectorPort?: number;
    /** Where visitors reach it, when not at its own port (a cache in front). */
    origin?: string;
  },
): Promise<{ url: string; stop(): Promise<void> }>;
/** Which entrypoints Workers Cache sits in front of, as wrangler.toml's `[exports.…]` say. */
export const WORKERS_CACHE_ENTRYPOINTS: Record<string, { enabled: boolean }>;
/** The stand-in for Workers Cache on `port`, the worker that `start` starts behind it. */
export function startBehindWorkersCache(options: {
  port: number;
  settings: Record<string, string>;
  start(
    workerPort: number,
    settings: Record<string, string>,
    origin: string,
  ): Promise<{ url: string; stop(): Promise<void> }>;
}): Promise<{
  url: string;
  workerUrl: string;
  cacheControlUrl: string;
  entrypointSecret: string;
  stop(): Promise<void>;
}>;
export function startCronTicker(siteUrl: string, seconds: number): { stop(): void };
export function startStack(options?: {
  /** 0: any free port, held for the site until it starts. Default 8787. */
  port?: number;
  cmsPort?: number;
  quiet?: boolean;
  persistDir?: string;
  env?: Record<string, string>;
  /** How often the cron trigger fires; default CRON_EVERY_SECONDS, else 60; 0: never. */
  cronEverySeconds?: number;
}): Promise<{
  siteUrl: string;
  graphqlUrl: string;
  /** 0 when the cron trigger is not fired. */
  cronEverySeconds: number;
  stop(): Promise<void>;
}>;
