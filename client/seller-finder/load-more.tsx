/**
 * @module "Load more" under the companies found: without JavaScript a link to the
 * next results page (server-rendered), with it a button that appends the next
 * page; at the end, a note saying so.
 */
import { useLingui } from "@lingui/react/macro";
import type { FinderResults } from "./use-finder-results";

interface Props {
  end: FinderResults["end"];
  /** Hydrated: the button instead of the link. */
  enhanced: boolean;
  loading: boolean;
  /** The next results page's URL, for the link. */
  nextHref: string;
  onLoadMore: () => void;
}

export function LoadMore({ end, enhanced, loading, nextHref, onLoadMore }: Props) {
  const { t } = useLingui();
  return (
    <div className="finder__more">
      {end === "more" && !enhanced && (
        // Without JavaScript: the next page, server-rendered.
        <a className="button button--green" href={nextHref}>
          {t`Load more`}
        </a>
      )}
      {end === "more" && enhanced && (
        <button
          type="button"
          className="button button--green"
          onClick={onLoadMore}
          aria-busy={loading}
        >
          {t`Load more`}
        </button>
      )}
      {end === "end" && <p role="status">{t`You have reached the end`}</p>}
      {end === "empty-page" && <p role="status">{t`No more results`}</p>}
    </div>
  );
}
