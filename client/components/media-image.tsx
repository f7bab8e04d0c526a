/**
 * @module Content images: width and height always set (no layout shift), a
 * responsive srcset from the media formats, lazy unless it is the page's first
 * large image, and a crop that keeps the picture's focal point (a class: the
 * site's CSP allows no style attributes).
 */
import type { Media } from "../../shared/content";

interface Props {
  media: Media | null | undefined;
  sizes?: string;
  className?: string;
  /** The largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
}

export function MediaImage({ media, sizes = "100vw", className, priority = false }: Props) {
  if (!media) return null;
  const width = media.width ?? undefined;
  const height = media.height ?? undefined;
  const candidates = [...media.formats.map((f) => `${f.url} ${f.width}w`)];
  if (media.width) candidates.push(`${media.url} ${media.width}w`);
  const focus = media.focus ? `focus focus-x-${media.focus.x} focus-y-${media.focus.y}` : undefined;
  return (
    <img
      className={[className, focus].filter(Boolean).join(" ") || undefined}
      src={media.url}
      srcSet={candidates.length > 1 ? candidates.join(", ") : undefined}
      sizes={candidates.length > 1 ? sizes : undefined}
      width={width}
      height={height}
      alt={media.alternativeText ?? ""}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
