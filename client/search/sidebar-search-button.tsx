/**
 * @module The mobile sidebar's search button: closes the sidebar, then asks the
 * navbar's search (search-button.tsx, which owns the dialog) to open. It loads
 * with the sidebar, after the page.
 */
import { useLingui } from "@lingui/react/macro";

/** The mobile sidebar's button: closes the sidebar, then opens the navbar's search. */
export function SidebarSearchButton({ onClose, action }: { onClose: () => void; action: string }) {
  const { t } = useLingui();
  return (
    // A form to the search page: the button works without script too.
    <form action={action} method="get">
      <button
        type="submit"
        className="search-button search-button--sidebar"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          onClose();
          // The name search-button.tsx listens for (OPEN_SEARCH_EVENT), written out: importing
          // it would put the navbar's search code in a chunk of its own, shared with the sidebar.
          window.dispatchEvent(new Event("site:open-search"));
        }}
      >
        <span>{t`Search`}</span>
      </button>
    </form>
  );
}
