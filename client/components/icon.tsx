/** @module An icon as inline SVG from path data the worker resolved (no icon font). */
import type { IconData } from "../../shared/content";

export function Icon({
  icon,
  className,
}: {
  icon: IconData | null | undefined;
  className?: string;
}) {
  if (!icon) return null;
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox={`0 0 ${icon.w} ${icon.h}`}
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={icon.d} />
    </svg>
  );
}
