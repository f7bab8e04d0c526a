/**
 * Starts the site (and, unless CMS_GRAPHQL_URL points elsewhere, the bundled local
 * content service) with `wrangler dev`, the same way for `npm start`, the tests and
 * the benchmarks. Settings come from the environment, then from .dev.vars.example.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { migrateLocalDatabases } from "./local-d1.mjs";
import { startWorkersCache } from "./workers-cache.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");

/** Every setting the site reads, in the order the README documents them. */
export const SITE_SETTINGS = [
  "SITE_ORIGIN",
  "CMS_GRAPHQL_URL",
  "CMS_API_TOKEN",
  "CMS_WEBHOOK_SECRET",
  "PREVIEW_SECRET",
  "PREVIEW_LINK_SECRET",
  "CMS_PREVIEW_TOKEN",
  "CMS_ADMIN_ORIGIN",
  "CONTACT_PHOTO_SECRET",
  "CMS_MEDIA_URL",
  "CMS_TIMEOUT_MS",
  // Which Strapi's GraphQL: 5 (the default) or 4; the bundled content service follows it.
  "CMS_STRAPI_VERSION",
  "CONTENT_FRESH_SECONDS",
  "SENTRY_DSN",
  "SENTRY_ENVIRONMENT",
  // Read by a feature still to come (installer map); passed through already so that
  // configuration works the same way for every setting.
  "MAPBOX_ACCESS_TOKEN",
  // The contact form's bot check: off unless both keys are set.
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
  "TURNSTILE_VERIFY_URL",
  "TAG_MANAGER_ID",
  // Hosts an editor's redirect may lead to (worker/redirects/managed.ts).
  "REDIRECT_HOSTS",
  // Development only: where the worker's purges reach the stand-in for Workers Cache.
  "WORKERS_CACHE_STANDIN_URL",
  "WORKERS_CACHE_STANDIN_SECRET",
];

/** KEY=value lines of .dev.vars.example: the development defaults. */
export function developmentDefaults() {
  const defaults = {};
  for (const line of readFileSync(join(ROOT, ".dev.vars.example"), "utf8").split("\n")) {
    const match = line.match(/^([A-Z][A-Z0-9_]*)=(.*)$/);
    if (match) defaults[match[1]] = match[2];
  }
  return defaults;
}

export async function freePort() {
  const { port, release } = await reservePort();
  await release();
  return port;
}

/**
 * A free port held open until `release()`: a port chosen long before its server
 * starts (the site's, while the content service starts first) could otherwise be
 * taken meanwhile by one of wrangler's own sockets, and the site would exit at start.
 *
 * The port comes from below the system's ephemeral range: between `release()` and
 * the server's own bind (seconds, while wrangler starts), the kernel hands out
 * ephemeral ports to every `listen(0)` and outgoing connection on the machine, and
 * one landing on a port taken from that range made wrangler exit with "Address
 * already in use" (seen once in a CI run). Below it, only another explicit choice
 * can collide.
 */
export async function reservePort() {
  const [low] = ephemeralRange();
  const from = 10_000;
  if (low - from >= 1000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const candidate = from + Math.floor(Math.random() * (low - from));
      const reservation = await listenOn(candidate).catch(() => null);
      if (reservation) return reservation;
    }
  }
  // A machine whose ephemeral range starts low: any port the kernel gives.
  return listenOn(0);
}

/** The kernel's range for ephemeral ports (Linux; elsewhere 32768, below the IANA range too). */
function ephemeralRange() {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low > 0 && high >= low) return [low, high];
  } catch {}
  return [32768, 65535];
}

function listenOn(port) {
  return new Promise((resolveReservation, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: taken } = server.address();
      resolveReservation({
        port: taken,
        release: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/** Why a wrangler process ended during start-up: its last lines, even when quiet. */
function exitedError(url, child) {
  const recent = child.recent.length ? `\n${child.recent.join("\n")}` : "";
  return new Error(`${url}: process exited with ${child.exitCode}${recent}`);
}

/**
 * wrangler and workerd start in seconds on an idle machine but took over a minute
 * on a busy 2-core one (load average 8 to 30): the deadline allows for that.
 */
async function waitFor(
  url,
  child,
  timeoutMs = Number(process.env.STACK_READY_TIMEOUT_MS || 180_000),
) {
  const deadline = Date.now() + timeoutMs;
  // Only our own process's "Ready on <url>" counts: another server that still holds
  // the port (a stack that is shutting down) must not be mistaken for ours.
  const port = new URL(url).port;
  while (!child.readyPorts.has(port)) {
    if (child.exitCode !== null) throw exitedError(url, child);
    if (Date.now() > deadline) throw new Error(`${url}: wrangler never said it was ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw exitedError(url, child);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * One request that makes a freshly started worker do its first-time work (loading
 * its code, the bundled content service its seed), during start-up rather than in
 * a visitor's first page. Its answer does not matter.
 */
async function warmUp(url, init) {
  try {
    await (await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  } catch {
    // Whatever failed here, the first page will say it properly.
  }
}

async function wrangler(args, { name, quiet, onLine }) {
  // Each instance gets its own inspector port, so stacks can run side by side.
  const inspectorPort = await freePort();
  const child = spawn(
    process.execPath,
    [WRANGLER, "dev", ...args, "--inspector-port", String(inspectorPort)],
    {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: process.env.CI ?? "" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: process.platform !== "win32",
    },
  );
  const prefix = `[${name}] `;
  const forward = (stream, out) => {
    let buffer = "";
    stream.on("data", (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        const ready = line.match(/Ready on https?:\/\/[^:\s]+:(\d+)/);
        if (ready) child.readyPorts.add(ready[1]);
        onLine?.(line);
        child.recent.push(line);
        if (child.recent.length > 30) child.recent.shift();
        if (!quiet) out.write(`${prefix}${line}\n`);
      }
    });
  };
  child.readyPorts = new Set();
  child.recent = [];
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

/**
 * Stops a wrangler process group and resolves once it has exited, so that its
 * port is free again before the next stack may be handed the same port.
 */
function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      child.kill(name);
    }
  };
  signal("SIGTERM");
  const force = setTimeout(() => signal("SIGKILL"), 5000);
  return exited.finally(() => clearTimeout(force));
}

/**
 * The origin the local site writes into canonical links and sitemaps: the address
 * it is served at, unless the environment names one (the development value in
 * .dev.vars.example is plain `wrangler dev`'s default address, not this stack's).
 */
export function localOrigin(settings, url) {
  const fromEnvironment = process.env.SITE_ORIGIN;
  if (fromEnvironment) return fromEnvironment;
  const configured = settings.SITE_ORIGIN;
  return configured && configured !== developmentDefaults().SITE_ORIGIN ? configured : url;
}

/** The settings the site gets: environment over .dev.vars.example, then explicit overrides. */
export function siteSettings(overrides = {}) {
  return { ...developmentDefaults(), ...pick(process.env, SITE_SETTINGS), ...overrides };
}

/** The bundled local content service alone. Resolves when it answers. */
export async function startCms({ port, persistDir, settings, quiet = false }) {
  const origin = `http://127.0.0.1:${port}`;
  const vars = [
    `API_TOKEN:${settings.CMS_API_TOKEN ?? ""}`,
    // The bundled content service answers (and sends webhooks) as the Strapi the site expects.
    `STRAPI_VERSION:${settings.CMS_STRAPI_VERSION || "5"}`,
  ];
  if (settings.CMS_WEBHOOK_SECRET) vars.push(`WEBHOOK_SECRET:${settings.CMS_WEBHOOK_SECRET}`);
  if (settings.CMS_WEBHOOK_URL) vars.push(`WEBHOOK_URL:${settings.CMS_WEBHOOK_URL}`);
  // Extra records for tests and benchmarks at scale (cms/src/bulk.ts).
  if (settings.CMS_BULK_RECORDS) vars.push(`BULK_RECORDS:${settings.CMS_BULK_RECORDS}`);
  const child = await wrangler(
    [
      "-c",
      "cms/wrangler.toml",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      join(persistDir, "cms"),
      "--show-interactive-dev-session=false",
      ...vars.flatMap((v) => ["--var", v]),
    ],
    { name: "cms", quiet },
  );
  try {
    await waitFor(`${origin}/health`, child);
    await warmUp(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
  } catch (error) {
    stop(child);
    throw error;
  }
  return { origin, graphqlUrl: `${origin}/graphql`, stop: () => stop(child) };
}

/**
 * The site's worker, talking to `settings.CMS_GRAPHQL_URL`. Resolves when it answers.
 * `onLine` sees every line wrangler prints (the worker's JSON logs among them).
 * `origin`: where visitors reach it when that is not its own port (a cache in
 * front); its links and its content security policy name that address.
 */
export async function startSite({ port, persistDir, settings, quiet = false, onLine, origin }) {
  await migrateLocalDatabases(join(persistDir, "site"), { quiet });
  const url = `http://127.0.0.1:${port}`;
  settings = { ...settings, SITE_ORIGIN: origin ?? localOrigin(settings, url) };
  const envDir = mkdtempSync(join(tmpdir(), "site-env-"));
  const envFile = join(envDir, ".env");
  writeFileSync(
    envFile,
    Object.entries(settings)
      .filter(([key, value]) => SITE_SETTINGS.includes(key) && value !== undefined && value !== "")
      .map(([key, value]) => `${key}=${value}`)
      .join("\n"),
  );
  const child = await wrangler(
    [
      "-c",
      "wrangler.toml",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      join(persistDir, "site"),
      "--env-file",
      envFile,
      "--show-interactive-dev-session=false",
      // Lets tests and developers run the outbox's cron trigger on demand:
      // GET /cdn-cgi/handler/scheduled (add ?time=<epoch ms> to run it "later").
      "--test-scheduled",
    ],
    { name: "site", quiet, onLine },
  );
  try {
    await waitFor(`${url}/favicon.svg`, child);
    // A static file never runs the worker: this does, so that the first page
    // does not wait for the worker's first start.
    await warmUp(`${url}/robots.txt`);
  } catch (error) {
    stop(child).then(() => rmSync(envDir, { recursive: true, force: true }));
    throw error;
  }
  return {
    url,
    stop: async () => {
      await stop(child);
      rmSync(envDir, { recursive: true, force: true });
    },
  };
}

/**
 * Which of the worker's entrypoints Workers Cache sits in front of, as wrangler.toml's
 * `[exports.…] cache` says (scripts/stack.test.ts checks that they agree): the
 * gateway's (its copies for requests without cookies) and the shared entrypoint's.
 */
export const WORKERS_CACHE_ENTRYPOINTS = {
  default: { enabled: true },
  SharedPages: { enabled: true },
};

/**
 * The paths Workers Static Assets answers before the worker runs (wrangler.toml
 * `[assets]`): the built client's files, less what `.assetsignore` leaves out
 * (`*.map`, `_headers`). A path with the worker's own file name still reaches it.
 */
export function staticAssetPaths(dir) {
  if (!existsSync(dir)) return new Set();
  const ignored = existsSync(join(dir, ".assetsignore"))
    ? readFileSync(join(dir, ".assetsignore"), "utf8")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
  const matches = (name) =>
    name === ".assetsignore" ||
    ignored.some((rule) => (rule.startsWith("*") ? name.endsWith(rule.slice(1)) : name === rule));
  const paths = new Set();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || matches(entry.name)) continue;
    const full = join(entry.parentPath, entry.name);
    paths.add(
      `/${full
        .slice(dir.length + 1)
        .split("\\")
        .join("/")}`,
    );
  }
  return paths;
}

/**
 * The site as production serves it: the stand-in for Workers Cache
 * (scripts/workers-cache.mjs) on `port`, the worker behind it on a port of its
 * own, told where to send its purges. `start(port, settings, origin)` starts the
 * worker (startSite or startSiteInWorkerd) for visitors at `origin`, the cache's
 * address. Resolves when the worker answers; `url` is
 * the cache's, `workerUrl` the worker's own, `cacheControlUrl` the stand-in's
 * counts (`/stats`) and purges.
 */
export async function startBehindWorkersCache({ port, settings, start }) {
  const workerPort = await freePort();
  const assets = staticAssetPaths(join(ROOT, "dist/client"));
  const cache = await startWorkersCache({
    port,
    target: `http://127.0.0.1:${workerPort}`,
    entrypoints: WORKERS_CACHE_ENTRYPOINTS,
    staticAssets: (path) => assets.has(path),
  });
  try {
    // Visitors reach the site at the cache's address, not the worker's.
    const origin = localOrigin(settings, cache.url);
    const site = await start(
      workerPort,
      {
        ...settings,
        SITE_ORIGIN: origin,
        WORKERS_CACHE_STANDIN_URL: cache.controlUrl,
        WORKERS_CACHE_STANDIN_SECRET: cache.entrypointSecret,
      },
      origin,
    );
    return {
      url: cache.url,
      workerUrl: site.url,
      cacheControlUrl: cache.controlUrl,
      entrypointSecret: cache.entrypointSecret,
      stop: async () => {
        await site.stop();
        await cache.stop();
      },
    };
  } catch (error) {
    await cache.stop();
    throw error;
  }
}

/**
 * The built worker in workerd through Miniflare, without `wrangler dev`: the same
 * configuration (wrangler.toml, read by wrangler's own converter), bindings, local
 * KV, D1, Cache API and asset worker, but no dev proxy in front and no inspector
 * attached. `wrangler dev` hands every request through a second workerd and
 * forwards every console line to its own process; that costs more per request
 * than a small worker does (a hello-world worker there answers no faster than a
 * static asset), so `npm run bench` measures the site this way. The worker's log
 * lines go to `onLine` when given, else nowhere. Resolves when it answers.
 */
export async function startSiteInWorkerd({
  port,
  persistDir,
  settings,
  onLine,
  inspectorPort,
  origin,
}) {
  await migrateLocalDatabases(join(persistDir, "site"), { quiet: true });
  const [{ Miniflare }, { unstable_getMiniflareWorkerOptions }] = await Promise.all([
    import("miniflare"),
    import("wrangler"),
  ]);
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(join(ROOT, "wrangler.toml"));
  const bindings = { ...workerOptions.bindings };
  for (const key of SITE_SETTINGS) {
    if (settings[key] !== undefined && settings[key] !== "") bindings[key] = settings[key];
  }
  bindings.SITE_ORIGIN = origin ?? localOrigin(settings, `http://127.0.0.1:${port}`);
  const lines = (stream) => {
    let buffer = "";
    stream.on("data", (chunk) => {
      if (!onLine) return;
      buffer += chunk.toString();
      const complete = buffer.split("\n");
      buffer = complete.pop() ?? "";
      for (const line of complete) onLine(line);
    });
  };
  const miniflare = new Miniflare({
    ...workerOptions,
    bindings,
    modules: true,
    scriptPath: main,
    host: "127.0.0.1",
    port,
    inspectorPort,
    // Where `wrangler dev --persist-to <persistDir>/site` keeps them.
    defaultPersistRoot: join(persistDir, "site/v3"),
    handleRuntimeStdio(stdout, stderr) {
      lines(stdout);
      lines(stderr);
    },
  });
  const url = (await miniflare.ready).origin;
  return { url, stop: () => miniflare.dispose() };
}

/** The site's cron trigger, as wrangler.toml's `[triggers]` declares it. */
const CRON = "* * * * *";

/**
 * Fires the site's scheduled handler every `seconds`, as Cloudflare's cron trigger
 * does in production (`wrangler dev` only runs it when asked:
 * `/cdn-cgi/handler/scheduled`, see startSite): a contact request stored during
 * an outage is then delivered locally too without anyone calling an endpoint.
 * One run at a time; a run that fails (the site restarting) waits for the next.
 */
export function startCronTicker(siteUrl, seconds) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const url = `${siteUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(CRON)}&time=${Date.now()}`;
      await (await fetch(url)).arrayBuffer();
    } catch {
      // The next tick tries again.
    } finally {
      running = false;
    }
  }, seconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * The site plus, unless CMS_GRAPHQL_URL names another content service, the bundled
 * one, with the cron trigger fired every `cronEverySeconds` (default
 * CRON_EVERY_SECONDS from the environment, else 60, as in production; 0: never).
 * @param {{ port?: number, cmsPort?: number, quiet?: boolean, persistDir?: string, env?: Record<string,string>, cronEverySeconds?: number }} options
 */
export async function startStack(options = {}) {
  const settings = siteSettings(options.env);
  const persistDir = options.persistDir ?? join(ROOT, ".wrangler/state");
  // Port 0: any free port, held until the site starts (see reservePort).
  const reservation = options.port === 0 ? await reservePort() : null;
  const port = reservation?.port ?? options.port ?? 8787;
  let startingCms = null;
  if (!settings.CMS_GRAPHQL_URL) {
    // The bundled content service announces editor changes to this site's webhook.
    settings.CMS_WEBHOOK_URL ??=
      process.env.CMS_WEBHOOK_URL || `http://127.0.0.1:${port}/api/cms-webhook`;
    settings.CMS_BULK_RECORDS ??= process.env.CMS_BULK_RECORDS;
    const cmsPort = options.cmsPort ?? (await freePort());
    settings.CMS_GRAPHQL_URL = `http://127.0.0.1:${cmsPort}/graphql`;
    startingCms = startCms({ port: cmsPort, persistDir, settings, quiet: options.quiet });
  }
  // Side by side: the site needs the content service only once a page is asked
  // for, and each start is mostly waiting for wrangler and workerd (a minute or
  // more on a busy machine).
  const startingSite = (async () => {
    await reservation?.release();
    return startBehindWorkersCache({
      port,
      settings,
      start: (workerPort, withCache, origin) =>
        startSite({
          port: workerPort,
          persistDir,
          settings: withCache,
          quiet: options.quiet,
          origin,
        }),
    });
  })();
  const [cms, site] = await Promise.allSettled([startingCms, startingSite]);
  if (cms.status === "rejected" || site.status === "rejected") {
    await Promise.all([
      cms.status === "fulfilled" ? cms.value?.stop() : null,
      site.status === "fulfilled" ? site.value.stop() : null,
    ]);
    throw cms.status === "rejected" ? cms.reason : site.reason;
  }
  const every = options.cronEverySeconds ?? Number(process.env.CRON_EVERY_SECONDS || 60);
  const cron = every > 0 ? startCronTicker(site.value.url, every) : null;
  return {
    siteUrl: site.value.url,
    graphqlUrl: settings.CMS_GRAPHQL_URL,
    cronEverySeconds: cron ? every : 0,
    stop: async () => {
      cron?.stop();
      await Promise.all([site.value.stop(), cms.value?.stop()]);
    },
  };
}

function pick(source, keys) {
  return Object.fromEntries(
    keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  );
}
