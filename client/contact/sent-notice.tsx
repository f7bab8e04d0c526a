/**
 * @module What the visitor sees once a request is stored: that it was sent, its
 * reference, what happens next, and a way to write another message.
 */
import { useLingui } from "@lingui/react/macro";
import type { Outcome } from "./submission";

/** The form's message under its fields: the sent notice once stored, else the outcome's message. */
export function FormOutcome({
  outcome,
  message,
  reference,
  ...notice
}: Omit<Props, "reference"> & { outcome: Outcome; message: string; reference: string | null }) {
  if (outcome === "submitted" && reference) return <SentNotice reference={reference} {...notice} />;
  return (
    <p id={notice.id} className={`contact-form__message contact-form__message--${outcome}`}>
      {message}
    </p>
  );
}

interface Props {
  id: string;
  reference: string;
  /** The contact page: without JavaScript, a fresh form is that page again. */
  formPath: string;
  onAnother: () => void;
}

export function SentNotice({ id, reference, formPath, onAnother }: Props) {
  const { t } = useLingui();
  return (
    <div id={id} className="contact-form__message contact-form__message--submitted" role="status">
      <p>{t`Your request was submitted. You will hear from us!`}</p>
      <p>
        {t`Your reference:`} <strong className="contact-form__reference">{reference}</strong>
      </p>
      {/* The reply time the contact page promises (its CMS text, in every locale): say
          the same, in the same words, or the visitor is told two things. */}
      <p className="contact-form__next">
        {t`A specialist reads your request and answers within one working day, by e-mail or phone. Mention your reference if you contact us about it.`}
      </p>
      <a
        href={formPath}
        className="contact-form__another"
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        {t`Write another message`}
      </a>
    </div>
  );
}
