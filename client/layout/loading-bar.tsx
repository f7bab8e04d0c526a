/**
 * @module The loading bar between page navigations (spec section 9): it appears
 * only when loading lasts longer than the 200ms throttle, creeps towards the end
 * over 5000ms, and hides 500ms after loading ends.
 */
import { useEffect, useState } from "react";
import { LOADING_BAR } from "../../shared/constants";

type Phase = "idle" | "running" | "done";

/**
 * Through the CSSOM, not a style attribute: the page's CSP allows none. The bar is
 * idle (not shown) until the page is interactive, so it is set before it runs.
 */
function setDuration(bar: HTMLDivElement | null): void {
  bar?.style.setProperty("--loading-duration", `${LOADING_BAR.durationMs}ms`);
}

export function LoadingBar({ loading }: { loading: boolean }) {
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (loading) {
      const timer = setTimeout(() => setPhase("running"), LOADING_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : "idle"));
    const timer = setTimeout(() => setPhase("idle"), LOADING_BAR.hideAfterMs);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      ref={setDuration}
      role="progressbar"
      aria-hidden={phase === "idle"}
      aria-busy={phase === "running"}
    />
  );
}
