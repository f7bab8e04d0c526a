/**
 * @module The contact form's message for each outcome (spec section 8), and the
 * toast for a page the worker answered a post without JavaScript with: shown
 * once, for the page as it arrived.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { Outcome } from "./submission";

type Show = (message: string, kind: "success" | "error") => void;

export function useOutcomeMessages(initial: Outcome | undefined, show: Show) {
  const { t } = useLingui();
  const messages: Record<Outcome, string> = {
    submitted: t`Your request was submitted. You will hear from us!`,
    invalid: t`Enter a valid company name, contact person, e-mail address and message.`,
    failed: t`Your request could not be submitted, apologies for the inconvenience. Try again or contact us by phone.`,
  };
  const initialOutcome = useRef(initial);
  const latestMessages = useRef(messages);
  latestMessages.current = messages;
  useEffect(() => {
    const first = initialOutcome.current;
    initialOutcome.current = undefined;
    if (first) show(latestMessages.current[first], first === "submitted" ? "success" : "error");
  }, [show]);
  return messages;
}
