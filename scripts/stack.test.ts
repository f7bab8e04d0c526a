import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import {
  developmentDefaults,
  localOrigin,
  reservePort,
  siteSettings,
  startBehindWorkersCache,
  WORKERS_CACHE_ENTRYPOINTS,
} from "./stack.mjs";

function ephemeralLow(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").split(/\s+/)[0]);
  } catch {
    return 32768;
  }
}

function listen(port: number): Promise<"listening" | "in use"> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "EADDRINUSE" ? resolve("in use") : reject(error),
    );
    server.listen(port, "127.0.0.1", () => server.close(() => resolve("listening")));
  });
}

describe("reservePort", () => {
  it("holds a port below the kernel's ephemeral range until released", async () => {
    const { port, release } = await reservePort();
    // Below the range, no listen(0) or outgoing connection of wrangler can take it
    // between release and the server's own bind.
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(ephemeralLow());
    expect(await listen(port)).toBe("in use");
    await release();
    expect(await listen(port)).toBe("listening");
  });

  it("gives reservations held at the same time different ports", async () => {
    const held = await Promise.all(Array.from({ length: 20 }, () => reservePort()));
    expect(new Set(held.map((r) => r.port)).size).toBe(20);
    await Promise.all(held.map((r) => r.release()));
  });
});

describe("the address `npm start` serves the site at", () => {
  it("is the one its pages name, also at the default port (8787)", () => {
    const address = "http://127.0.0.1:8787";
    expect(developmentDefaults().SITE_ORIGIN).toBe(address);
    expect(localOrigin(siteSettings(), address)).toBe(address);
  });

  it("is the cache's in front of the worker, not the worker's own", async () => {
    const given: { settings: Record<string, string>; origin: string }[] = [];
    const site = await startBehindWorkersCache({
      port: 0,
      settings: siteSettings(),
      async start(_port, settings, origin) {
        given.push({ settings, origin });
        return { url: "http://127.0.0.1:9", stop: async () => undefined };
      },
    });
    try {
      expect(given).toHaveLength(1);
      expect(given[0]?.origin).toBe(site.url);
      expect(given[0]?.settings.SITE_ORIGIN).toBe(site.url);
      expect(given[0]?.settings.WORKERS_CACHE_STANDIN_URL).toBe(site.cacheControlUrl);
    } finally {
      await site.stop();
    }
  });
});

describe("the stand-in's entrypoints", () => {
  it("cache what wrangler.toml says Workers Cache sits in front of", () => {
    const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
    for (const [name, { enabled }] of Object.entries(WORKERS_CACHE_ENTRYPOINTS)) {
      const section = toml.split(`[exports.${name}]`)[1]?.split(/\n\[/)[0] ?? "";
      expect(section, name).toContain(`cache = { enabled = ${enabled} }`);
    }
  });
});
