/**
 * @module The page header: heading, subheading and a wide image. Over an image the
 * text sits on a dark panel, so it keeps AA contrast whatever the picture; the
 * header grows with its text (long German words, narrow phones) instead of letting
 * it run up under the navbar.
 */
import type { Media } from "../../shared/content";
import { useHyphens } from "./hyphens";
import { MediaImage } from "./media-image";

interface Props {
  heading: string;
  subheading?: string | null;
  image?: Media | null;
}

export function Jumbotron({ heading, subheading, image }: Props) {
  const hy = useHyphens();
  return (
    <header className={image ? "jumbotron jumbotron--image" : "jumbotron"}>
      {image && <MediaImage media={image} priority className="jumbotron__image" />}
      <div className="container jumbotron__text">
        <div className="jumbotron__panel">
          <h1>{hy(heading)}</h1>
          {subheading && <p className="jumbotron__subheading">{subheading}</p>}
        </div>
      </div>
    </header>
  );
}
