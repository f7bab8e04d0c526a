/** @module The page header: heading, subheading and a wide image. */
import type { Media } from "../../shared/content";
import { MediaImage } from "./media-image";

interface Props {
  heading: string;
  subheading?: string | null;
  image?: Media | null;
}

export function Jumbotron({ heading, subheading, image }: Props) {
  return (
    <header className={image ? "jumbotron jumbotron--image" : "jumbotron"}>
      {image && <MediaImage media={image} priority className="jumbotron__image" />}
      <div className="container jumbotron__text">
        <h1>{heading}</h1>
        {subheading && <p className="jumbotron__subheading">{subheading}</p>}
      </div>
    </header>
  );
}
