import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale } from '../i18n/i18n';
import { type HeldSubmitForm, PostForm } from './post-form';
import { useValueTypedBeforeStart } from './typed-before-start';

// The page's hold on submissions itself (the starter script) is tested with the shell's page:
// shell/src/start-up/held-submits.test.tsx.

function Login({ onSend }: { onSend: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const field = useValueTypedBeforeStart<HTMLInputElement>(password, setPassword);
  return (
    <I18nextProvider i18n={i18n}>
      <PostForm
        onSubmit={(event) => {
          event.preventDefault();
          onSend(password);
        }}
      >
        <input ref={field} name="password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </PostForm>
    </I18nextProvider>
  );
}

/** The login as the server rendered it, in the document. */
function renderedLogin() {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Login onSend={() => undefined} />);
  return { container, form: container.querySelector('form') as HeldSubmitForm, input: container.querySelector('input')! };
}

async function hydrate(container: HTMLElement) {
  const sent: string[] = [];
  await act(async () => {
    hydrateRoot(container, <Login onSend={(password) => sent.push(password)} />);
  });
  return sent;
}

describe('a form that its code sends', () => {
  it('is a POST with a note for a page without JavaScript, in the page language', async () => {
    let html = renderToString(<Login onSend={() => undefined} />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('<noscript><p>Slå på JavaScript i nettleseren for å sende dette skjemaet.</p></noscript>');
    await act(() => setLocale('en'));
    html = renderToString(<Login onSend={() => undefined} />);
    expect(html).toContain('Turn on JavaScript in your browser to send this form.');
    await act(() => setLocale('nb'));
  });

  it('sends a submission held while the page started once its code runs, with what was typed meanwhile', async () => {
    const { container, form, input } = renderedLogin();
    input.value = 'skrevet-tidlig';
    form.shopSubmitHeld = true;
    expect(await hydrate(container)).toEqual(['skrevet-tidlig']);
    // What was typed stays in the field, and the form's own submissions are its code's from now on.
    expect(input.value).toBe('skrevet-tidlig');
    expect(form.shopSubmitReady).toBe(true);
    container.remove();
  });

  it('sends nothing when nothing was submitted before its code ran, and keeps what was typed', async () => {
    const { container, input } = renderedLogin();
    input.value = 'skrevet-tidlig';
    expect(await hydrate(container)).toEqual([]);
    expect(input.value).toBe('skrevet-tidlig');
    container.remove();
  });
});
