/** @module Whether the editor's preview marker shows: from the page load until signing out. */
import { useCallback, useState } from "react";

/** Whether the marker shows, and what its sign-out calls. */
export function usePreview(initial: boolean): [boolean, () => void] {
  const [inPreview, setInPreview] = useState(initial);
  const signedOut = useCallback(() => setInPreview(false), []);
  return [inPreview, signedOut];
}
