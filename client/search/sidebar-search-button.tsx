/**
 * @module The mobile sidebar's search button: closes the sidebar, then asks the
 * navbar's search (search-button.tsx, which owns the dialog) to open. Its own
 * module, so that the sidebar's chunk does not share the navbar's search code.
 */
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../components/icon";
import { searchIcon } from "../components/ui-icons";

export const OPEN_SEARCH_EVENT = "site:open-search";

/** The mobile sidebar's button: closes the sidebar, then opens the navbar's search. */
export function SidebarSearchButton({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="search-button search-button--sidebar"
      aria-haspopup="dialog"
      onClick={() => {
        onClose();
        window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
      }}
    >
      <Icon icon={searchIcon} />
      <span>{t`Search`}</span>
    </button>
  );
}
