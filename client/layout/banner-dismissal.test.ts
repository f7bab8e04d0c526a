import { afterEach, describe, expect, it } from "vitest";
import { BANNER_DISMISSED_KEY, bannerDismissed, rememberBannerDismissed } from "./banner-dismissal";

const original = Object.getOwnPropertyDescriptor(globalThis, "sessionStorage");

function withStorage(storage: () => Storage) {
  Object.defineProperty(globalThis, "sessionStorage", { configurable: true, get: storage });
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => {
  if (original) Object.defineProperty(globalThis, "sessionStorage", original);
  else delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
});

describe("the banner's dismissal", () => {
  it("is remembered for the browser session", () => {
    const storage = memoryStorage();
    withStorage(() => storage);
    expect(bannerDismissed()).toBe(false);
    rememberBannerDismissed();
    expect(storage.getItem(BANNER_DISMISSED_KEY)).toBe("1");
    expect(bannerDismissed()).toBe(true);
  });

  // Chromium in a frame on another site (Strapi's Preview panel on a CMS domain of
  // its own): reading window.sessionStorage throws "Access is denied for this document".
  it("neither throws nor hides the banner where the browser denies storage", () => {
    withStorage(() => {
      throw new DOMException(
        "Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.",
        "SecurityError",
      );
    });
    expect(bannerDismissed()).toBe(false);
    expect(() => rememberBannerDismissed()).not.toThrow();
  });

  it("neither throws where writing fails (storage full)", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    withStorage(() => storage);
    expect(() => rememberBannerDismissed()).not.toThrow();
    expect(bannerDismissed()).toBe(false);
  });
});
