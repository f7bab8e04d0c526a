/**
 * @module The links between the pages of an overview or the library: previous,
 * "page x of y", next. Shown only when the list has more than one page.
 */
import { useLingui } from "@lingui/react/macro";
import type { Pagination } from "../../shared/content";
import { SiteLink } from "./site-link";

type Props = { pagination: Pagination; href: (page: number) => string };

export function Pager({ pagination, href }: Props) {
  const { t } = useLingui();
  const { page: current, pageCount } = pagination;
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      {current > 1 && (
        <SiteLink href={href(current - 1)} rel="prev">
          {t`Previous`}
        </SiteLink>
      )}
      <span>{t`Page ${current} of ${pageCount}`}</span>
      {current < pageCount && (
        <SiteLink href={href(current + 1)} rel="next">
          {t`Next`}
        </SiteLink>
      )}
    </nav>
  );
}
