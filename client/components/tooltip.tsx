/**
 * @module A tooltip (spec section 9): shown at once on hover or focus, hidden
 * 500 ms after the pointer leaves and at once when focus leaves (it would
 * otherwise sit over what focus moved to), at most 300px wide, and tied to its
 * trigger with aria-describedby. Escape hides it.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { TOOLTIP } from "../../shared/constants";

/**
 * Through the CSSOM, not a style attribute: the page's CSP allows none. The bubble
 * is hidden until the page is interactive, so it is set before it can show.
 */
function setMaxWidth(bubble: HTMLSpanElement | null): void {
  bubble?.style.setProperty("max-width", `${TOOLTIP.maxWidth}px`);
}

/** `id`: the bubble's, from shared/constants.ts (not `useId`, see there). */
export function Tooltip({ id, text, children }: { id: string; text: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(hideTimer.current);
    // TOOLTIP.showDelayMs is 0: shown right away.
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP.hideDelayMs);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the trigger inside is the interactive element.
    <span
      className="tooltip"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={() => {
        clearTimeout(hideTimer.current);
        setOpen(false);
      }}
      aria-describedby={open ? id : undefined}
    >
      {children}
      <span id={id} role="tooltip" className="tooltip__bubble" hidden={!open} ref={setMaxWidth}>
        {text}
      </span>
    </span>
  );
}
