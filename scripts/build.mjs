#!/usr/bin/env node
/**
 * Builds everything `wrangler deploy` and `npm start` need:
 *  1. compiles the Lingui catalogs (locales/<locale>/messages.po → messages.mjs),
 *  2. bundles the browser app with esbuild (code-split, hashed) into dist/client,
 *  3. bundles the worker into dist/worker/index.js with the client manifest inlined.
 * Lingui macros are expanded by a small esbuild plugin running Babel, because
 * wrangler's own bundler cannot run esbuild plugins.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import * as esbuild from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
// Source texts are not kept in production bundles: catalogs carry them.
process.env.NODE_ENV = "production";

/** Expands Lingui macros in our own sources (files that import a `…/macro`). */
const linguiPlugin = {
  name: "lingui-macro",
  setup(build) {
    build.onLoad({ filter: /\.(tsx?|jsx?)$/ }, async (args) => {
      if (args.path.includes("node_modules")) return undefined;
      const source = readFileSync(args.path, "utf8");
      if (!source.includes('/macro"')) return undefined;
      const result = await transformAsync(source, {
        filename: args.path,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [[linguiMacro, {}]],
        sourceMaps: "inline",
      });
      return { contents: result.code, loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

/**
 * mapbox-gl's stylesheet, imported by the map module as a URL (file loader): it is
 * emitted as a hashed asset and linked by the map when it starts, so only the
 * installer-map page ever loads it. The site's own CSS stays an entry point.
 */
const mapboxCssAsUrl = {
  name: "mapbox-css-url",
  setup(build) {
    build.onResolve({ filter: /^mapbox-gl\/dist\/mapbox-gl\.css$/ }, () => ({
      path: join(root, "node_modules/mapbox-gl/dist/mapbox-gl.css"),
      namespace: "mapbox-css",
    }));
    build.onLoad({ filter: /.*/, namespace: "mapbox-css" }, (args) => ({
      contents: readFileSync(args.path),
      loader: "file",
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * swr and wouter import `use-sync-external-store/shim`, a fallback for React < 18
 * that uses React's own hook when there is one. React 19 always has it: the browser
 * build takes the hook straight from React and ships no shim.
 */
const syncExternalStoreFromReact = {
  name: "use-sync-external-store-from-react",
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: join(root, "client/shims/use-sync-external-store.ts"),
    }));
  },
};

/**
 * The worker renders the map page but never the map: mapbox-gl and its CSS become
 * empty modules in its bundle (the map module is only ever started in a browser).
 */
const mapboxOutOfWorker = {
  name: "mapbox-out-of-worker",
  setup(build) {
    build.onResolve({ filter: /^mapbox-gl(\/.*)?$/ }, (args) => ({
      path: args.path,
      namespace: "browser-only",
    }));
    build.onLoad({ filter: /.*/, namespace: "browser-only" }, () => ({
      contents: "export default {};",
      loader: "js",
    }));
  },
};

/**
 * React's streaming renderer for workerd (react-dom-server.edge) turns every piece
 * of markup into bytes on its own, one TextEncoder call per attribute, tag and
 * text (a product page: thousands), and copies each into 4 KB views as it flushes.
 * In workerd each of those calls crosses into the runtime: a CPU profile of a page
 * render put them at about a quarter of the worker's time. Here React's pieces
 * stay strings, joined as they flush and encoded once per 4 KB, which is how
 * React's own Bun build writes. Every replacement must match exactly once, or
 * the build stops: a React upgrade that changes these functions is looked at
 * again, never patched blindly.
 */
const REACT_TEXT_WRITER = [
  [
    `function writeChunk(destination, chunk) {
  if (0 === chunk.byteLength) {`,
    `var pendingText = "";
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    pendingText += chunk;
    4096 <= pendingText.length &&
      (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
    return;
  }
  pendingText &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
  writeBytes(destination, chunk);
}
function writeBytes(destination, chunk) {
  if (0 === chunk.byteLength) {`,
  ],
  [
    `function completeWriting(destination) {
  currentView &&`,
    `function completeWriting(destination) {
  pendingText &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
  currentView &&`,
  ],
  [
    `function stringToChunk(content) {
  return textEncoder.encode(content);
}`,
    `function stringToChunk(content) {
  return content;
}`,
  ],
  [
    `function stringToPrecomputedChunk(content) {
  return textEncoder.encode(content);
}`,
    `function stringToPrecomputedChunk(content) {
  return content;
}`,
  ],
  // The size of a segment, for when to stream a boundary apart: characters now.
  ["segmentByteSize += segment[i].byteLength;", "segmentByteSize += segment[i].length;"],
];

/**
 * React ships CommonJS only, and esbuild hands a CommonJS module to ES imports as an
 * object of getters (`__toESM`): in the worker every `jsx(…)`, `useState(…)`, … of a
 * render first ran a getter, a few percent of a page's render in a CPU profile.
 * Here the app's imports of React get its exports once, as plain bindings. React's
 * own modules still `require` it as they always did. Worker only: in the browser
 * the list of names would cost bytes for no visible gain.
 */
const reactAsBindings = {
  name: "react-as-bindings",
  setup(build) {
    const require = createRequire(join(root, "package.json"));
    build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
      args.kind === "import-statement" && args.namespace !== "react-bindings"
        ? { path: args.path, namespace: "react-bindings" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "react-bindings" }, (args) => {
      // NODE_ENV is production here, so these are the production build's names.
      const names = Object.keys(require(args.path)).filter((name) =>
        /^[A-Za-z_$][\w$]*$/.test(name),
      );
      return {
        contents: `import cjs from ${JSON.stringify(args.path)};\nexport const { ${names.join(", ")} } = cjs;\nexport default cjs;\n`,
        resolveDir: root,
        loader: "js",
      };
    });
  },
};

/**
 * The hyphenation patterns (worker/content/hyphenation.ts) as JSON. The `hyphen`
 * package writes each language's pattern trie as a JavaScript object literal,
 * which V8 evaluates about ten times slower than JSON.parse reads the same data
 * (German's: about 190 ms against 19 ms on Node 24 here), and the first page of
 * each language in an isolate pays for it. The data are the package's own, read
 * at build time; a round trip through JSON leaves them equal (plain arrays,
 * objects and numbers).
 */
const hyphenationPatternsAsJson = {
  name: "hyphenation-patterns-as-json",
  setup(build) {
    const require = createRequire(join(root, "package.json"));
    build.onLoad(
      { filter: /[\\/]node_modules[\\/]hyphen[\\/]patterns[\\/][^\\/]+\.js$/ },
      (args) => ({
        contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(require(args.path)))});`,
        loader: "js",
      }),
    );
  },
};

const reactTextWriter = {
  name: "react-text-writer",
  setup(build) {
    let patched = false;
    build.onEnd((result) => {
      if (result.errors.length === 0 && !patched)
        throw new Error("react-text-writer: React's edge renderer was not in the worker build");
    });
    build.onLoad({ filter: /react-dom-server\.edge\.production\.js$/ }, (args) => {
      let source = readFileSync(args.path, "utf8");
      for (const [from, to] of REACT_TEXT_WRITER) {
        const count = source.split(from).length - 1;
        if (count !== 1)
          throw new Error(
            `react-text-writer: expected once in ${args.path}, found ${count}:\n${from}`,
          );
        source = source.replace(from, () => to);
      }
      patched = true;
      return { contents: source, loader: "js" };
    });
  },
};

function compileCatalogs() {
  execFileSync(
    process.execPath,
    [join(root, "node_modules/@lingui/cli/dist/lingui.js"), "compile", "--strict"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
}

async function buildClient() {
  const outdir = join(dist, "client/assets");
  const result = await esbuild.build({
    entryPoints: {
      entry: join(root, "client/entry.tsx"),
      // The script of every first page but a kept one, and what a kept one imports to navigate.
      "app-start": join(root, "client/app-start.tsx"),
      styles: join(root, "client/styles/main.css"),
      "preview-marker": join(root, "client/styles/preview-marker.css"),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    minify: true,
    // Maps are written beside the files but not named in them: they are never
    // published (.assetsignore below), so a link in every chunk was bytes for a 404.
    sourcemap: "external",
    // React's licence notices go to a file of their own beside the chunks (published
    // with them, .LEGAL.txt), not in every visitor's download of the code.
    legalComments: "external",
    metafile: true,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    publicPath: "/assets",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    // One chunk for everything a first page runs first (client/first-page.ts).
    inject: [join(root, "client/first-page.ts")],
    plugins: [linguiPlugin, mapboxCssAsUrl, syncExternalStoreFromReact],
    logLevel: "warning",
  });
  // Kept with the build for size analysis (`npx esbuild --analyze` or esbuild.github.io/analyze).
  writeFileSync(join(dist, "client-metafile.json"), JSON.stringify(result.metafile));
  return manifestFrom(result.metafile, outdir);
}

/** Entry, CSS and per-view / per-locale chunks (with their imports), as site paths. */
function manifestFrom(metafile, outdir) {
  const outputs = metafile.outputs;
  const asPath = (file) => `/assets/${relative(outdir, resolve(root, file)).split("\\").join("/")}`;
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === "import-statement") closure(imported.path, seen);
    }
    return seen;
  };
  const manifest = {
    entry: "",
    css: [],
    previewCss: [],
    views: {},
    catalogs: {},
    viewStrings: {},
    islands: {},
    /** The app's start (client/app-start.tsx), the script of every first page but a kept one. */
    appEntry: "",
    /** It and its imports. */
    app: [],
    /** Per locale: the texts only the pages' views show, loaded with the app (lingui.config.js). */
    pageCatalogs: {},
  };
  // A view's own texts: the catalogs its code imports lazily, one per locale.
  const stringsOf = (files) => {
    const strings = {};
    for (const file of files) {
      for (const imported of outputs[file]?.imports ?? []) {
        if (imported.kind !== "dynamic-import") continue;
        const catalog = outputs[imported.path]?.entryPoint?.match(/^locales\/([^/]+)\/(\w+)\.mjs$/);
        // The locale's catalog and the pages' texts (client/i18n/load-catalog.ts) are no view's own.
        if (catalog && catalog[2] !== "messages" && catalog[2] !== "pages")
          strings[catalog[1]] = [...closure(imported.path)].map(asPath);
      }
    }
    return strings;
  };
  for (const [file, output] of Object.entries(outputs)) {
    if (file.endsWith(".map")) continue;
    if (output.entryPoint === "client/entry.tsx") manifest.entry = asPath(file);
    if (file.endsWith(".css") && output.entryPoint === "client/styles/main.css")
      manifest.css.push(asPath(file));
    if (file.endsWith(".css") && output.entryPoint === "client/styles/preview-marker.css")
      manifest.previewCss.push(asPath(file));
    // Every lazily imported view module, keyed by its file name (client/views/index.ts).
    const view = output.entryPoint?.match(/^client\/views\/([^/]+)\.tsx$/);
    if (view) {
      manifest.views[view[1]] = [...closure(file)].map(asPath);
      const strings = stringsOf(closure(file));
      if (Object.keys(strings).length > 0) manifest.viewStrings[view[1]] = strings;
    }
    if (output.entryPoint === "client/app-start.tsx") {
      manifest.appEntry = asPath(file);
      manifest.app = [...closure(file)].map(asPath);
    }
    // A kept page's islands, keyed by their view's module (client/islands/<module>.tsx).
    const island = output.entryPoint?.match(/^client\/islands\/([^/]+)\.tsx$/);
    if (island) manifest.islands[island[1]] = [...closure(file)].map(asPath);
    const catalog = output.entryPoint?.match(/^locales\/([^/]+)\/messages\.mjs$/);
    if (catalog) manifest.catalogs[catalog[1]] = [...closure(file)].map(asPath);
    const pages = output.entryPoint?.match(/^locales\/([^/]+)\/pages\.mjs$/);
    if (pages) manifest.pageCatalogs[pages[1]] = [...closure(file)].map(asPath);
  }
  if (!manifest.entry) throw new Error("client build produced no entry");
  if (manifest.app.length === 0) throw new Error("client build produced no app start");
  return manifest;
}

/** The service worker lives at /sw.js (not hashed): its URL decides its scope. */
async function buildServiceWorker() {
  await esbuild.build({
    entryPoints: [join(root, "client/sw.ts")],
    outfile: join(dist, "client/sw.js"),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["es2022"],
    minify: true,
    logLevel: "warning",
  });
}

/** The version `/healthz` reports: package version plus the commit it was built from. */
function siteVersion() {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

/**
 * The site's stylesheet as text, for the worker to inline in every document's head:
 * it is small (about 8 KiB gzipped) and needed for the first paint, so a separate
 * render-blocking request would only delay it (Lighthouse, issue 8).
 */
function inlineCss(hrefs) {
  return hrefs
    .map((href) => readFileSync(join(dist, "client", href), "utf8"))
    .map((css) => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, "").trim())
    .join("\n");
}

async function buildWorker(manifest) {
  await esbuild.build({
    entryPoints: [join(root, "worker/index.ts")],
    outfile: join(dist, "worker/index.js"),
    bundle: true,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "import"],
    mainFields: ["module", "main"],
    target: ["es2022"],
    minify: true,
    sourcemap: "linked",
    jsx: "automatic",
    external: ["cloudflare:*", "node:*"],
    define: {
      "process.env.NODE_ENV": '"production"',
      __SITE_VERSION__: JSON.stringify(siteVersion()),
    },
    plugins: [
      linguiPlugin,
      mapboxOutOfWorker,
      reactTextWriter,
      reactAsBindings,
      hyphenationPatternsAsJson,
      {
        name: "client-manifest",
        setup(build) {
          build.onResolve({ filter: /^virtual:client-manifest$/ }, () => ({
            path: "client-manifest",
            namespace: "virtual",
          }));
          build.onLoad({ filter: /.*/, namespace: "virtual" }, () => ({
            contents: JSON.stringify({
              ...manifest,
              inlineCss: inlineCss(manifest.css),
              inlinePreviewCss: inlineCss(manifest.previewCss),
            }),
            loader: "json",
          }));
        },
      },
    ],
    logLevel: "warning",
  });
}

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
compileCatalogs();
const manifest = await buildClient();
mkdirSync(join(dist, "client"), { recursive: true });
copyFileSync(join(root, "client/static/_headers"), join(dist, "client/_headers"));
copyFileSync(join(root, "client/static/favicon.svg"), join(dist, "client/favicon.svg"));
// Source maps stay with the build for debugging; they are not published as assets.
writeFileSync(join(dist, "client/.assetsignore"), "*.map\n_headers\n");
writeFileSync(join(dist, "client-manifest.json"), JSON.stringify(manifest, null, 2));
await buildServiceWorker();
await buildWorker(manifest);
console.log(`build: done in ${Date.now() - started} ms`);
