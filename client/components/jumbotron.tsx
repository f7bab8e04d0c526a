/**
 * @module The page header: heading, subheading and a wide image. Over an image the
 * text sits on a dark panel, so it keeps AA contrast whatever the picture; the
 * header grows with its text (long German words, narrow phones) instead of letting
 * it run up under the navbar. The panel stands away from the picture's subject: above
 * it when the picture's focal point is in its lower half, below it otherwise, close
 * to the header's edge (page-top.css).
 */
import type { ReactNode } from "react";
import type { Media } from "../../shared/content";
import { useHyphens, useKeptTogether } from "./hyphens";
import { MediaImage } from "./media-image";

interface Props {
  heading: string;
  subheading?: string | null;
  image?: Media | null;
  /** The page's first action, on the panel so that a phone shows it on the first screen. */
  children?: ReactNode;
}

export function Jumbotron({ heading, subheading, image, children }: Props) {
  const hy = useHyphens();
  const kept = useKeptTogether();
  const focus = image?.focus;
  const side = focus ? (focus.y > 50 ? " jumbotron--title-top" : " jumbotron--title-foot") : "";
  return (
    // Over a picture the panel is a dark surface: its action's colours follow (cta-surfaces.css).
    <header className={image ? `jumbotron jumbotron--image surface-dark${side}` : "jumbotron"}>
      {image && (
        // From 1024 px the picture takes the band beside the title's column (page-top.css).
        <MediaImage
          media={image}
          priority
          sizes="(min-width: 1024px) 64vw, 100vw"
          className="jumbotron__image"
        />
      )}
      <div className="container jumbotron__text">
        <div className="jumbotron__panel">
          <h1>{hy(heading)}</h1>
          {subheading && <p className="jumbotron__subheading">{kept(subheading)}</p>}
          {children}
        </div>
      </div>
    </header>
  );
}
