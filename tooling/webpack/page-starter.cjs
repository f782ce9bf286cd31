// The host page's entry script is loaded by a few lines inline in the page, once the page has been
// painted, instead of a <script defer> the browser fetches beside everything the first paint needs.
// A page comes rendered from the server: its first paint (the largest included) needs no script,
// and on a phone's connection the entry's 25 kB shared the line with the first pictures and its
// evaluation came before the paint. A page the server sent empty (its render fell back) has nothing
// to paint: its entry is loaded as soon as the page is parsed. The server allows this script by its
// hash in the page's Content-Security-Policy (api/src/web/pages/page-scripts.ts).

/** How long the starter waits for a first paint it may never be told of (a tab opened in the background). */
const PAINT_WAIT_LIMIT_MS = 300;

/** The starter's code, for the entry script at `src`. Plain ES5: it runs before anything else. */
function pageStarterScript(src) {
  return [
    '(function(d){',
    'var started=0;',
    `function start(){if(started)return;started=1;var s=d.createElement('script');s.src=${JSON.stringify(src)};d.head.appendChild(s)}`,
    'function afterPaint(){setTimeout(start,0)}',
    "try{new PerformanceObserver(function(list,observer){if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();afterPaint()}).observe({type:'paint',buffered:true})}",
    'catch(e){requestAnimationFrame(afterPaint)}',
    `setTimeout(start,${PAINT_WAIT_LIMIT_MS});`,
    "d.addEventListener('DOMContentLoaded',function(){var root=d.getElementById('root');if(!root||!root.firstChild)start()});",
    holdSubmitsScript(),
    '})(document)',
  ].join('');
}

/**
 * Holds back a form's submission while the page is still starting. The shop's forms that send what
 * is typed are POSTs their code sends itself (shared/src/ui/post-form.tsx); a page rendered on the
 * server shows them before that code runs, and Enter there would have the browser submit the page.
 * Listening on the document as it is captured, before the form's own code sees the submission: a
 * POST form its code has not taken over yet (`shopSubmitReady`) is marked `shopSubmitHeld`, and the
 * form sends it itself once its code runs. A search form (a GET), a submission that names an
 * address of its own (the consent bar's buttons, `formaction`: the server answers them itself) and
 * a page without the starter (scripts off) submit as the browser does. Plain ES5, inside the
 * starter's function (`d`).
 */
function holdSubmitsScript() {
  return [
    "d.addEventListener('submit',function(e){var f=e.target,b=e.submitter;",
    "if(!f||f.method!=='post'||f.shopSubmitReady||b&&b.hasAttribute('formaction'))return;",
    'e.preventDefault();f.shopSubmitHeld=true},true);',
  ].join('');
}

/** The class on <html> that names Inter in the shop's font, and the key remembering it was fetched (shell/src/start-up/shop-font.ts). */
const SHOP_FONT_CLASS = 'shop-font';
const SHOP_FONT_KEY = 'shop-font';

/**
 * Names Inter in the page's font before its first layout when the browser fetched it on an earlier
 * page and still has it: laid out once, in Inter. The service worker keeps the font in the origin's
 * Cache Storage, which a browser clears or evicts together with localStorage; a page the worker
 * does not control (its storage was cleared, or a first visit) cannot count on the file and is not
 * made to wait for it. Otherwise the page starts in the metric-matched fallback face and the shell
 * names Inter from the next page on (shell/src/start-up/shop-font.ts). Plain ES5.
 */
function shopFontScript() {
  return [
    'try{',
    'var workers=navigator.serviceWorker;',
    `if(localStorage.getItem(${JSON.stringify(SHOP_FONT_KEY)})&&(!workers||workers.controller))`,
    `document.documentElement.classList.add(${JSON.stringify(SHOP_FONT_CLASS)})`,
    '}catch(e){}',
  ].join('');
}

module.exports = { pageStarterScript, holdSubmitsScript, shopFontScript, SHOP_FONT_CLASS, SHOP_FONT_KEY };
