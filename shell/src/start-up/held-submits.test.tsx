import { runInNewContext } from 'node:vm';
import { act } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

// The starter the shell's build puts in every page's head (plain ES5, run as the page runs it).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS helper, read as the page runs it
const { holdSubmitsScript } = require('@shop/tooling/page-starter') as { holdSubmitsScript: () => string };

const listeners: Array<[string, EventListenerOrEventListenerObject, boolean]> = [];
beforeAll(() => {
  // The page's document as the starter sees it (`d`); its listeners are taken off after the tests.
  const page = {
    addEventListener(type: string, listener: EventListenerOrEventListenerObject, capture: boolean) {
      listeners.push([type, listener, capture]);
      document.addEventListener(type, listener, capture);
    },
  };
  runInNewContext(holdSubmitsScript(), { d: page });
});
afterAll(() => listeners.forEach(([type, listener, capture]) => document.removeEventListener(type, listener, capture)));

function Login({ onSend }: { onSend: (password: string) => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PostForm
        onSubmit={(event) => {
          event.preventDefault();
          onSend(new FormData(event.currentTarget).get('password') as string);
        }}
      >
        <input name="password" type="password" defaultValue="hemmelig" />
        <button type="submit">Logg inn</button>
      </PostForm>
    </I18nextProvider>
  );
}

/** Enter in a field: true when the browser would go on to submit the page itself. */
const pressEnter = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe("the page's hold on submissions while it starts", () => {
  it("keeps the browser from submitting a page's form before its code runs, and the form sends it once it does", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Login onSend={() => undefined} />);
    const form = container.querySelector('form')!;

    expect(pressEnter(form)).toBe(false);
    expect(pressEnter(form)).toBe(false); // pressed twice: still one submission

    const sent: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Login onSend={(password) => sent.push(password)} />);
    });
    expect(sent).toEqual(['hemmelig']);
    expect(pressEnter(form)).toBe(false);
    expect(sent).toEqual(['hemmelig', 'hemmelig']);
    container.remove();
  });

  it("leaves a button that posts to an address of its own (the consent bar's) to the browser: the server answers it", () => {
    const form = document.createElement('form');
    form.method = 'post';
    const button = document.createElement('button');
    button.setAttribute('formaction', '/?consent-answer=accept');
    form.append(button);
    document.body.append(form);
    expect(form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }))).toBe(true);
    expect(pressEnter(form)).toBe(false); // the same form sent any other way is held
    form.remove();
  });

  it('leaves a search form (a GET) to the browser', () => {
    const form = document.createElement('form');
    form.method = 'get';
    document.body.append(form);
    expect(pressEnter(form)).toBe(true);
    form.remove();
  });
});
