/** The build hands mapbox-gl's stylesheet over as a URL (scripts/build.mjs), loaded by the map alone. */
declare module "mapbox-gl/dist/mapbox-gl.css" {
  const url: string;
  export default url;
}
