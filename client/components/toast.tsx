/**
 * @module Toast notifications (spec section 9): top-centre just below the navbar,
 * gone after 3000 ms, kept while hovered or focused. One at a time: a new message
 * replaces the one on screen, so an error never stacks over an earlier success.
 * The toast list is a live region, so screen readers announce each message once:
 * errors assertively, the rest politely.
 *
 * @example
 * const toasts = useToasts();
 * toasts.show("Saved", "success");
 * return <Toasts toasts={toasts} />;
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { TOAST } from "../../shared/constants";
import { Icon } from "./icon";
import { closeIcon } from "./ui-icons";

type ToastKind = "success" | "error";

interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

export interface ToastList {
  items: ToastItem[];
  show(message: string, kind: ToastKind): void;
  dismiss(id: number): void;
}

let nextId = 1;

export function useToasts(): ToastList {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((message: string, kind: ToastKind) => {
    // A new id each time, so a repeated message restarts its time.
    setItems([{ id: nextId++, message, kind }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);
  return { items, show, dismiss };
}

export function Toasts({ toasts }: { toasts: ToastList }) {
  const polite = toasts.items.filter((item) => item.kind !== "error");
  const assertive = toasts.items.filter((item) => item.kind === "error");
  return (
    <div className="toasts">
      <div role="status" aria-live="polite" className="toasts__region">
        {polite.map((item) => (
          <Toast key={item.id} item={item} onDismiss={toasts.dismiss} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="toasts__region">
        {assertive.map((item) => (
          <Toast key={item.id} item={item} onDismiss={toasts.dismiss} />
        ))}
      </div>
    </div>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  const [held, setHeld] = useState(false);
  const remaining = useRef<number>(TOAST.durationMs);

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(500, remaining.current - (Date.now() - started));
    };
  }, [held, item.id, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; the close button is the control.
    <div
      className={`toast toast--${item.kind}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="toast__message">{item.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={t`Close notification`}
        onClick={() => onDismiss(item.id)}
      >
        <Icon icon={closeIcon} />
      </button>
    </div>
  );
}
