/** @module Whether the editor's preview marker shows: from the page load until signing out. */
import { useCallback, useState } from "react";

export function usePreview(initial: boolean): { inPreview: boolean; signedOut: () => void } {
  const [inPreview, setInPreview] = useState(initial);
  const signedOut = useCallback(() => setInPreview(false), []);
  return { inPreview, signedOut };
}
