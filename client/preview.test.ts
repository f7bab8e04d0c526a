import { describe, expect, it, vi } from "vitest";
import { followCmsUpdates, isCmsUpdate } from "./preview";

/** A window in a frame: its own events, a parent, and a location to reload. */
function framedWindow() {
  const parent = { name: "cms admin" };
  const events = new EventTarget();
  const reload = vi.fn();
  const target = Object.assign(events, { parent, location: { reload } });
  return { target: target as unknown as Window, parent, reload, events };
}

function message(data: unknown, source: unknown) {
  const event = new Event("message") as Event & { data: unknown; source: unknown };
  event.data = data;
  event.source = source;
  return event;
}

describe("following the CMS's updates in its preview frame", () => {
  it("takes Strapi 5's strapiUpdate from the framing window only", () => {
    const parent = {};
    expect(isCmsUpdate({ data: { type: "strapiUpdate" }, source: parent as never }, parent)).toBe(
      true,
    );
    expect(isCmsUpdate({ data: { type: "strapiUpdate" }, source: {} as never }, parent)).toBe(
      false,
    );
    expect(isCmsUpdate({ data: { type: "strapiUpdate" }, source: null }, parent)).toBe(false);
    expect(isCmsUpdate({ data: { type: "previewReady" }, source: parent as never }, parent)).toBe(
      false,
    );
    expect(isCmsUpdate({ data: "strapiUpdate", source: parent as never }, parent)).toBe(false);
    expect(isCmsUpdate({ data: null, source: parent as never }, parent)).toBe(false);
  });

  it("reloads the page when the CMS says the entry was saved, and stops when unmounted", () => {
    const { target, parent, reload, events } = framedWindow();
    const stop = followCmsUpdates(target);
    events.dispatchEvent(message({ type: "strapiUpdate" }, {}));
    expect(reload).not.toHaveBeenCalled();
    events.dispatchEvent(message({ type: "strapiUpdate" }, parent));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    events.dispatchEvent(message({ type: "strapiUpdate" }, parent));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does nothing outside a frame", () => {
    const events = new EventTarget();
    const reload = vi.fn();
    const target = Object.assign(events, { location: { reload } }) as unknown as Window & {
      parent: unknown;
    };
    target.parent = target;
    followCmsUpdates(target);
    events.dispatchEvent(message({ type: "strapiUpdate" }, target));
    expect(reload).not.toHaveBeenCalled();
  });
});
