import { describe, expect, it } from "vitest";
import { type BotCheckHost, ReCaptcha, type TurnstileLike } from "./bot-check";

const SCRIPTS = {
  base: "https://challenges.example/turnstile/v0/api.js",
  enterprise: "https://challenges.example/turnstile/v0/enterprise.js",
};

interface FakeScript {
  src: string;
  onload?: () => void;
  onerror?: () => void;
}

/** A document that records appended scripts, and a provider the test installs or not. */
function fakeHost(answer: (options: Parameters<TurnstileLike["render"]>[1]) => void) {
  const scripts: FakeScript[] = [];
  let installed: TurnstileLike | undefined;
  const turnstile: TurnstileLike = {
    render: (_container, options) => {
      queueMicrotask(() => answer(options));
      return "widget-1";
    },
    execute: () => undefined,
    remove: () => undefined,
  };
  const host: BotCheckHost = {
    document: {
      head: {
        appendChild: (node) => {
          if ((node as unknown as { tag: string }).tag === "script") scripts.push(node as never);
          return node;
        },
      },
      body: { appendChild: (node) => node },
      createElement: (tag) => ({ tag, remove: () => undefined }) as unknown as HTMLElement,
    },
    provider: () => installed,
  };
  return {
    host,
    scripts,
    loadScript() {
      installed = turnstile;
      scripts.at(-1)?.onload?.();
    },
    failScript() {
      scripts.at(-1)?.onerror?.();
    },
  };
}

describe("bot-check wrapper", () => {
  it("throws without a site key", () => {
    expect(() => new ReCaptcha({ scripts: SCRIPTS })).toThrow("ReCaptcha error: No key provided");
    expect(() => new ReCaptcha({ siteKey: "", scripts: SCRIPTS })).toThrow(
      "ReCaptcha error: No key provided",
    );
  });

  it("throws when the version is given empty", () => {
    expect(() => new ReCaptcha({ siteKey: "key", version: null, scripts: SCRIPTS })).toThrow(
      "ReCaptcha error: No version provided",
    );
  });

  it("defaults to version 3, badge hidden, base mode", () => {
    const check = new ReCaptcha({ siteKey: "key", scripts: SCRIPTS }, fakeHost(() => {}).host);
    expect([check.version, check.hideBadge, check.mode]).toEqual([3, true, "base"]);
  });

  it("loads the script with render and hl; enterprise swaps the script", () => {
    const { host } = fakeHost(() => {});
    const base = new ReCaptcha({ siteKey: "key", language: "nl", scripts: SCRIPTS }, host);
    expect(base.scriptUrl()).toBe(`${SCRIPTS.base}?render=key&hl=nl`);
    const enterprise = new ReCaptcha(
      { siteKey: "key", mode: "enterprise", version: 2, scripts: SCRIPTS },
      host,
    );
    expect(enterprise.scriptUrl()).toBe(`${SCRIPTS.enterprise}?render=key`);
    const v2 = new ReCaptcha({ siteKey: "key", version: 2, scripts: SCRIPTS }, host);
    expect(v2.scriptUrl()).toBe(SCRIPTS.base);
  });

  it("rejects with 'Failed to load script' when the script does not load", async () => {
    const fake = fakeHost(() => {});
    const check = new ReCaptcha({ siteKey: "key", scripts: SCRIPTS }, fake.host);
    const loading = check.load();
    fake.failScript();
    await expect(loading).rejects.toThrow("ReCaptcha error: Failed to load script");
  });

  it("execute(action) gives the provider's token for that action", async () => {
    const actions: string[] = [];
    const fake = fakeHost((options) => {
      actions.push(options.action);
      options.callback("token-123");
    });
    const check = new ReCaptcha({ siteKey: "key", scripts: SCRIPTS }, fake.host);
    const token = check.execute("contact");
    await Promise.resolve();
    fake.loadScript();
    await expect(token).resolves.toBe("token-123");
    expect(actions).toEqual(["contact"]);
    expect(fake.scripts).toHaveLength(1);
  });

  it("execute fails with 'Failed to execute' on an error or an empty token", async () => {
    const failing = fakeHost((options) => options["error-callback"]());
    const check = new ReCaptcha({ siteKey: "key", scripts: SCRIPTS }, failing.host);
    const first = check.execute("contact");
    await Promise.resolve();
    failing.loadScript();
    await expect(first).rejects.toThrow("Failed to execute");

    const empty = fakeHost((options) => options.callback(""));
    const other = new ReCaptcha({ siteKey: "key", scripts: SCRIPTS }, empty.host);
    const second = other.execute("contact");
    await Promise.resolve();
    empty.loadScript();
    await expect(second).rejects.toThrow("Failed to execute");
  });
});
