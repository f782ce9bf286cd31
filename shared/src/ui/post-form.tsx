import { type FormHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the page's starter script (tooling/webpack/page-starter.cjs, `holdSubmitsScript`) and this
 * form tell each other, as properties of the form element rather than attributes: the server's
 * markup and the first render stay the same, so hydration sees nothing to compare.
 */
export interface HeldSubmitForm extends HTMLFormElement {
  /** Set once the form's code runs: its submissions are the form's own from then on. */
  shopSubmitReady?: boolean;
  /** Set by the starter script when the form was submitted before that. */
  shopSubmitHeld?: boolean;
}

/**
 * Marks the form as run by its code; true when the page held back a submission while it was not,
 * which the form then sends itself: the customer who pressed Enter while the page was still
 * starting gets what they asked for, a moment later, instead of a browser submission of the page.
 */
function takeOverSubmits(form: HeldSubmitForm): boolean {
  form.shopSubmitReady = true;
  const held = form.shopSubmitHeld === true;
  form.shopSubmitHeld = false;
  return held;
}

type PostFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> & { children: ReactNode };

/**
 * A form whose fields are sent by its own code (an API call), never by the browser in the address:
 * it is a POST, so a submission without scripts (or before they run) puts no field, a password
 * least of all, in the address bar, the history or a server's access log. Without scripts the
 * server answers such a submission with the page again (api/src/web/web-plugin.ts), where a note
 * says the form needs JavaScript; while the page is still starting the submission is held and sent
 * once the form's code runs (`takeOverSubmits`), with what was typed meanwhile.
 */
export function PostForm({ children, ...props }: PostFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { t } = useTranslation();
  const [submitHeld, setSubmitHeld] = useState(false);
  useEffect(() => {
    if (form.current && takeOverSubmits(form.current)) setSubmitHeld(true);
  }, []);
  // Sent after a render of its own: what was typed before the code ran reaches the fields' state
  // in the same render (useValueTypedBeforeStart), so the form sends that, not empty fields.
  useEffect(() => {
    if (!submitHeld) return;
    setSubmitHeld(false);
    form.current?.requestSubmit();
  }, [submitHeld]);
  return (
    <form {...props} ref={form} method="post">
      {children}
      <noscript>
        <p>{t('remote.formNeedsScripts')}</p>
      </noscript>
    </form>
  );
}
