declare module "virtual:client-manifest" {
  const manifest: import("./render/assets").ClientManifest;
  export default manifest;
}
