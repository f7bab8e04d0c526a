/**
 * @module The bot-check wrapper of spec sections 5, 7 and 8, over a Turnstile-style
 * provider. It keeps the specified reCAPTCHA-era contract (its error texts, version
 * 3 by default, badge hidden, base mode, `render` and `hl` on the script URL,
 * enterprise swapping the script, `execute(action)` giving a token), so the form
 * does not care which provider answers.
 */

/** What the wrapper needs of a Turnstile-style provider's global API. */
export interface TurnstileLike {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      execution: "execute";
      appearance: "always" | "interaction-only";
      language?: string;
      callback: (token: string) => void;
      "error-callback": () => void;
    },
  ): string | undefined;
  execute(container: HTMLElement | string): void;
  remove(widgetId: string): void;
}

export interface BotCheckOptions {
  siteKey?: string | null;
  /** 2 or 3; 3 when not given. Given but empty is a mistake. */
  version?: 2 | 3 | null;
  hideBadge?: boolean;
  mode?: "base" | "enterprise";
  /** The interface language, sent as `hl`. */
  language?: string;
  scripts: { base: string; enterprise?: string };
}

/** The browser surface it uses; tests give a stand-in. */
export interface BotCheckHost {
  document: {
    head: { appendChild(node: Node): unknown };
    body: { appendChild(node: Node): unknown };
    createElement(tag: string): HTMLElement;
  };
  provider(): TurnstileLike | undefined;
}

export class ReCaptcha {
  readonly siteKey: string;
  readonly version: 2 | 3;
  readonly hideBadge: boolean;
  readonly mode: "base" | "enterprise";
  private readonly language: string | undefined;
  private readonly scripts: BotCheckOptions["scripts"];
  private readonly givenHost: BotCheckHost | undefined;
  private loading: Promise<TurnstileLike> | null = null;

  constructor(options: BotCheckOptions, host?: BotCheckHost) {
    if (!options.siteKey) throw new Error("ReCaptcha error: No key provided");
    const version = "version" in options ? options.version : 3;
    if (!version) throw new Error("ReCaptcha error: No version provided");
    this.siteKey = options.siteKey;
    this.version = version;
    this.hideBadge = options.hideBadge ?? true;
    this.mode = options.mode ?? "base";
    this.language = options.language;
    this.scripts = options.scripts;
    this.givenHost = host;
  }

  /** The browser's document and provider unless a test gave its own; read only when used. */
  private get host(): BotCheckHost {
    return this.givenHost ?? browserHost();
  }

  /** The provider's script URL: `render` (site key, for version 3 and enterprise) and `hl`. */
  scriptUrl(): string {
    const base =
      this.mode === "enterprise" && this.scripts.enterprise
        ? this.scripts.enterprise
        : this.scripts.base;
    const url = new URL(base);
    if (this.version === 3 || this.mode === "enterprise")
      url.searchParams.set("render", this.siteKey);
    if (this.language) url.searchParams.set("hl", this.language);
    return url.toString();
  }

  /** Loads the provider's script once; later calls share the first load. */
  load(): Promise<TurnstileLike> {
    if (!this.loading) {
      this.loading = new Promise<TurnstileLike>((resolve, reject) => {
        const ready = this.host.provider();
        if (ready) return resolve(ready);
        const script = this.host.document.createElement("script") as HTMLScriptElement;
        script.src = this.scriptUrl();
        script.async = true;
        script.onload = () => {
          const provider = this.host.provider();
          if (provider) resolve(provider);
          else reject(new Error("ReCaptcha error: Failed to load script"));
        };
        script.onerror = () => reject(new Error("ReCaptcha error: Failed to load script"));
        this.host.document.head.appendChild(script);
      });
      // A failed load may be tried again (the visitor may be back online).
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  /** A fresh single-use token for `action`; "Failed to execute" on a failed or empty answer. */
  async execute(action: string): Promise<string> {
    const provider = await this.load();
    const container = this.host.document.createElement("div");
    container.className = this.hideBadge ? "bot-check bot-check--hidden-badge" : "bot-check";
    // In the body: the provider shows its frame there when it needs the visitor.
    this.host.document.body.appendChild(container);
    let widgetId: string | undefined;
    try {
      const token = await new Promise<string>((resolve, reject) => {
        widgetId = provider.render(container, {
          sitekey: this.siteKey,
          action,
          execution: "execute",
          appearance: this.hideBadge ? "interaction-only" : "always",
          language: this.language,
          callback: resolve,
          "error-callback": () => reject(new Error("Failed to execute")),
        });
        provider.execute(container);
      });
      if (!token) throw new Error("Failed to execute");
      return token;
    } catch {
      throw new Error("Failed to execute");
    } finally {
      if (widgetId) provider.remove(widgetId);
      container.remove?.();
    }
  }
}

function browserHost(): BotCheckHost {
  return {
    document,
    provider: () => (window as unknown as { turnstile?: TurnstileLike }).turnstile,
  };
}
