declare module "virtual:client-manifest" {
  const manifest: import("./render/assets").ClientManifest;
  export default manifest;
}

/** The worker's version, fixed by scripts/build.mjs: package version and git commit. */
declare const __SITE_VERSION__: string;
