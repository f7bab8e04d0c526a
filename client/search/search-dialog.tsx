/**
 * @module The search dialog: a modal dialog with a combobox and a listbox of
 * results grouped by kind (title, highlighted snippet, kind). ↑ and ↓ move through
 * the results, Enter opens one (or the search page when none is chosen), Escape
 * closes; Tab stays inside; focus goes back where it was when it opened. Its
 * host (dialog-host.tsx) opens it.
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useContext, useEffect, useId, useRef, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { groupByKind, MAX_QUERY_LENGTH, type SearchHit } from "../../shared/search";
import { hyphenatedNodes, hyphensOf } from "../components/hyphens";
import { Icon } from "../components/icon";
import { SiteLink, SiteNavigation } from "../components/site-link";
import { closeIcon } from "../components/ui-icons";
import { GROUP_LABELS, KIND_LABELS } from "./labels";
import { isFile, NoResults, Snippet } from "./parts";
import { useSearchAnswer } from "./use-search-answer";

export interface SearchDialogProps {
  layout: LayoutData | null;
  locale: Locale;
  /** What had focus when it opened, focused again when it closes. */
  returnTo: Element | null;
  onClose: () => void;
}

export function SearchDialog({ layout, locale, returnTo, onClose: hide }: SearchDialogProps) {
  const { t, i18n } = useLingui();
  const onClose = () => {
    hide();
    // The sidebar's button is gone by now (the sidebar closed): the hamburger instead.
    const target =
      returnTo instanceof HTMLElement && returnTo.isConnected && !returnTo.closest("[inert]")
        ? returnTo
        : document.querySelector<HTMLElement>(".navbar__hamburger");
    target?.focus();
  };
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useContext(SiteNavigation);
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const state = useSearchAnswer(text, locale);
  const answer =
    state.status === "done" ? state.answer : state.status === "loading" ? state.previous : null;
  const hits = answer?.hits ?? [];
  // The answer's own words: the page's are another page's.
  const hyphens = hyphensOf(answer?.hyphenated);
  const groups = groupByKind(hits);
  const pagePath = buildPath({ kind: "search", locale });
  const allResults = `${pagePath}?${new URLSearchParams({ q: answer?.query ?? text.trim() })}`;

  useEffect(() => {
    input.current?.focus();
    document.body.classList.add("search-open");
    return () => document.body.classList.remove("search-open");
  }, []);
  // A new answer starts with nothing chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the answer changes.
  useEffect(() => setActive(-1), [answer]);
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(id, active))?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  const open = (hit: SearchHit) => {
    onClose();
    if (isFile(hit.path)) window.location.assign(hit.path);
    else navigate(hit.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (hits.length === 0) return;
      event.preventDefault();
      const last = hits.length - 1;
      setActive((current) =>
        event.key === "ArrowDown"
          ? current >= last
            ? 0
            : current + 1
          : current <= 0
            ? last
            : current - 1,
      );
    } else if (event.key === "Enter" && event.target === input.current) {
      event.preventDefault();
      const hit = hits[active];
      if (hit) open(hit);
      else if (text.trim()) {
        onClose();
        navigate(allResults);
      }
    } else if (event.key === "Tab") {
      trapFocus(event, dialog.current);
    }
  };

  const count = answer?.total ?? 0;
  const status =
    state.status === "failed"
      ? t`Search is not available right now. Please try again in a moment.`
      : answer && text.trim()
        ? t({ message: plural(count, { one: "# result", other: "# results" }) })
        : "";
  let index = -1;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the dialog's combobox and listbox.
    <div className="search-dialog" onKeyDown={onKeyDown}>
      <div className="search-dialog__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        className="search-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="visually-hidden">
          {t`Search the site`}
        </h2>
        <form
          className="search-dialog__form"
          action={pagePath}
          method="get"
          onSubmit={(event) => event.preventDefault()}
        >
          <span className="search-glyph" aria-hidden="true" />
          <input
            ref={input}
            className="search-dialog__input"
            type="search"
            name="q"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t`Search products, manuals, answers…`}
            aria-label={t`Search the site`}
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={`${id}-results`}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(id, active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <button type="button" className="search-dialog__close" onClick={onClose}>
            <Icon icon={closeIcon} />
            <span className="visually-hidden">{t`Close search`}</span>
          </button>
        </form>
        <div
          id={`${id}-results`}
          className="search-dialog__results"
          role="listbox"
          aria-label={t`Search results`}
        >
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"; a fieldset is not allowed there.
            <div
              key={group.kind}
              role="group"
              aria-labelledby={`${id}-${group.kind}`}
              className="search-group"
            >
              <div id={`${id}-${group.kind}`} className="search-group__label" role="presentation">
                {i18n._(GROUP_LABELS[group.kind])}
              </div>
              {group.hits.map((hit) => {
                index++;
                const mine = index;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options are chosen with the combobox's keys (aria-activedescendant); focus stays in the input.
                  <div
                    key={hit.path}
                    id={optionId(id, mine)}
                    role="option"
                    aria-selected={mine === active}
                    className="search-hit"
                    onClick={() => open(hit)}
                    onMouseMove={() => setActive(mine)}
                  >
                    <span className="search-hit__title">{hyphenatedNodes(hit.title, hyphens)}</span>
                    <span className="search-hit__kind">
                      {i18n._(KIND_LABELS[hit.kind])}
                      {hit.context ? ` · ${hit.context}` : ""}
                    </span>
                    <span className="search-hit__snippet">
                      <Snippet parts={hit.snippet} />
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <p className="search-dialog__status" role="status">
          {status}
        </p>
        {state.status === "done" && answer && answer.total === 0 && (
          <NoResults
            query={answer.query}
            locale={locale}
            links={layout?.settings.page_links}
            onNavigate={onClose}
          />
        )}
        {answer && answer.total > hits.length && (
          <SiteLink href={allResults} className="search-dialog__all" onClick={onClose}>
            {t({ message: plural(count, { one: "See the result", other: "See all # results" }) })}
          </SiteLink>
        )}
        <p className="search-dialog__keys" aria-hidden="true">
          {t`↑ ↓ to choose · Enter to open · Esc to close`}
        </p>
      </div>
    </div>
  );
}

function optionId(id: string, index: number): string {
  return `${id}-option-${index}`;
}

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>("input, a[href], button")];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
