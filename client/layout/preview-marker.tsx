/**
 * @module The small "preview" marker an editor sees while the preview cookie is
 * present, with its sign-out. Without JavaScript the form posts to the worker and
 * comes back to the same page. In Strapi 5's Preview panel it also reloads the page
 * when the editor saves there (`followCmsUpdates`).
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect } from "react";
import { loadNavigation } from "../navigation-later";
import { followCmsUpdates, resetDataCache, SIGN_OUT_PATH, signOut } from "../preview";

interface Props {
  path: string;
  onSignedOut: () => void;
}

export function PreviewMarker({ path, onSignedOut }: Props) {
  const { t } = useLingui();

  useEffect(() => followCmsUpdates(window), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await signOut())) {
      form.submit();
      return;
    }
    onSignedOut();
    await loadNavigation().then(
      ({ mutate }) => resetDataCache(mutate),
      (error: unknown) => console.warn("preview: the data cache could not be reset", error),
    );
  };

  return (
    <aside className="preview-marker" aria-label={t`Editor preview: drafts are shown`}>
      <span className="preview-marker__label">{t`Preview`}</span>
      <form method="post" action={SIGN_OUT_PATH} onSubmit={onSubmit}>
        <input type="hidden" name="path" value={path} />
        <button type="submit" className="preview-marker__sign-out">
          {t`Sign out`}
        </button>
      </form>
    </aside>
  );
}
