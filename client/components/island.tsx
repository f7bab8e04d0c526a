/**
 * @module A part of a view with something to interact with, which a first page
 * kept as the server's HTML hydrates as a root of its own (client/site/islands.ts).
 * Its Suspense boundary is what makes that cheap and safe: the root is created at
 * once around a boundary whose code is still on its way, React leaves the
 * server's HTML of it in place, and hydrates it first when the visitor touches
 * it. Until its code has come it works as without JavaScript (its links, a
 * form's submit). In the app it is a plain wrapper.
 */
import { type ReactNode, Suspense } from "react";

interface Props {
  /** Which of the view's islands this is (client/islands/<module>.tsx renders it by name). */
  name: string;
  /** The wrapper's class: by default a box of its own is none (`.island`). */
  className?: string;
  children: ReactNode;
}

export function Island({ name, className = "island", children }: Props) {
  return (
    <div className={className} data-island={name}>
      <Suspense>{children}</Suspense>
    </div>
  );
}
