import type { Page } from '@playwright/test';

/** The widths every page is measured at: phones, the tablet band and desktops (spec §9's breakpoints around them). */
export const LAYOUT_WIDTHS = [320, 360, 390, 576, 768, 820, 992, 1024, 1280, 1800] as const;
const LAYOUT_HEIGHT = 800;

/** One problem a person would meet on a page at one width. */
export interface LayoutFinding {
  state: string;
  width: number;
  problem: string;
}

interface Measured {
  scrollWidth: number;
  problems: string[];
  cartReachable: boolean;
  languageReachable: boolean;
}

/**
 * Runs in the page: what does not fit at the current width. Every interactive element that is
 * shown (not scrolled away inside a carousel or a scrolling box) must lie inside the viewport from
 * left to right and be the element found at its own centre once scrolled to the middle of the
 * window (nothing laid over it). The cart link and the language switch (or, on phones, the menu
 * that holds it) must be in view and uncovered where they stand.
 */
function measureInPage(): Measured {
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  const problems: string[] = [];
  const describe = (element: Element): string => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    return `<${element.tagName.toLowerCase()}> "${text}"${testId ? ` in ${testId}` : ''}`;
  };
  /** The part of an element not clipped away by scrolling or overflow-hidden ancestors. */
  const shownBox = (element: Element): { left: number; right: number; top: number; bottom: number } | null => {
    const box = element.getBoundingClientRect();
    let { left, right, top, bottom } = box;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible') {
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (style.overflowY !== 'visible') {
        const clip = parent.getBoundingClientRect();
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      if (style.position === 'fixed') break;
    }
    return right - left >= 2 && bottom - top >= 2 ? { left, right, top, bottom } : null;
  };
  const isShown = (element: Element): boolean =>
    element.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) && getComputedStyle(element).pointerEvents !== 'none';
  const isFixed = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return true;
    }
    return false;
  };
  /** Whether a click at the element's centre reaches it (or its label). */
  const hitsItself = (element: Element, x: number, y: number): Element | true => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return true; // outside the window vertically: nothing to say
    if (hit === element || element.contains(hit)) return true;
    if (hit instanceof HTMLLabelElement && hit.control === element) return true;
    if (element instanceof HTMLInputElement && element.labels && Array.from(element.labels).some((label) => label.contains(hit))) return true;
    return hit;
  };

  const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
  const scope = dialog ?? document.body;
  const interactive = Array.from(
    scope.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"]'),
  );
  // Parts of long lists are rendered only near the window (content-visibility: auto); measured as
  // they are when scrolled to, all at once.
  const rendered = document.createElement('style');
  rendered.textContent = '* { content-visibility: visible !important; }';
  document.head.append(rendered);
  const startY = window.scrollY;
  for (const element of interactive) {
    if (!isShown(element)) continue;
    const box = shownBox(element);
    if (!box) continue;
    if (box.left < -1 || box.right > viewportWidth + 1) {
      problems.push(`${describe(element)} lies outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      continue;
    }
    // Into the middle of the window, so bars fixed at the bottom are not what is found there.
    if (!isFixed(element)) {
      const pageTop = box.top + window.scrollY;
      window.scrollTo({ top: pageTop - viewportHeight / 2, behavior: 'instant' });
    }
    const again = shownBox(element);
    if (!again) continue;
    // A link broken over two lines is aimed at on its first line, not in the gap its box spans.
    const firstLine = element.getClientRects()[0];
    const x = firstLine && element.getClientRects().length > 1 ? firstLine.left + Math.min(firstLine.width, 8) : (again.left + again.right) / 2;
    const y = firstLine && element.getClientRects().length > 1 ? firstLine.top + firstLine.height / 2 : (again.top + again.bottom) / 2;
    if (y < 0 || y > viewportHeight) continue;
    const hit = hitsItself(element, x, y);
    if (hit !== true) problems.push(`${describe(element)} is covered by ${describe(hit)}`);
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  rendered.remove();

  const reachable = (selector: string): boolean =>
    Array.from(document.querySelectorAll(selector)).some((element) => {
      if (!isShown(element)) return false;
      const box = shownBox(element);
      if (!box || box.left < -1 || box.right > viewportWidth + 1 || box.top < 0 || box.bottom > viewportHeight) return false;
      return hitsItself(element, (box.left + box.right) / 2, (box.top + box.bottom) / 2) === true;
    });
  // Checked at the top of the page, where the header is; the phone's bottom bar is fixed.
  const cartReachable = dialog !== null || reachable('[data-testid="header-cart"], [data-testid="mobile-cart"]');
  const languageReachable = dialog !== null || reachable('header a[hreflang], [aria-controls="shop-mobile-menu"]');
  window.scrollTo({ top: startY, behavior: 'instant' });
  return { scrollWidth, problems, cartReachable, languageReachable };
}

/**
 * The page as a person sees it once it has come to rest: every running animation or transition
 * (a menu sliding in) has ended, and two frames have passed, so the browser has laid the page out
 * at its new size and run resize observers. Bounded, so a page that never rests is still measured.
 */
async function afterLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const rest = async () => {
      // A spinner runs for ever; only animations with an end are waited for.
      const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      await Promise.allSettled(ending.map((animation) => animation.finished));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    };
    await Promise.race([rest(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * Measures the page as it stands at every width (the same document, resized), then leaves the
 * window at its widest. Returns the findings; `counter` counts the cases checked.
 */
export async function measureAtAllWidths(
  page: Page,
  state: string,
  counter: { cases: number },
  widths: readonly number[] = LAYOUT_WIDTHS,
): Promise<LayoutFinding[]> {
  const findings: LayoutFinding[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: LAYOUT_HEIGHT });
    await afterLayout(page);
    const measured = await page.evaluate(measureInPage);
    counter.cases += 1;
    const add = (problem: string) => findings.push({ state, width, problem });
    if (measured.scrollWidth > width) add(`the page is ${measured.scrollWidth} px wide`);
    for (const problem of measured.problems) add(problem);
    if (!measured.cartReachable) add('no cart link in view');
    if (!measured.languageReachable) add('no language switch (or menu holding it) in view');
  }
  return findings;
}

/**
 * One line per problem and state, with the widths it shows at: "…: the page is too wide at 768
 * (995 px), 820 (995 px)". The figures in a problem move to its width, so one problem is one line.
 */
export function layoutSummary(findings: LayoutFinding[]): string {
  const grouped = new Map<string, string[]>();
  for (const finding of findings) {
    const figure = /\((-?\d+–-?\d+ px)\)|(\d+) px wide/.exec(finding.problem);
    const problem = finding.problem.replace(/ \(-?\d+–-?\d+ px\)/, '').replace(/is \d+ px wide/, 'is too wide');
    const key = `${finding.state}: ${problem}`;
    const at = figure ? `${finding.width} (${figure[1] ?? `${figure[2]} px`})` : String(finding.width);
    grouped.set(key, [...(grouped.get(key) ?? []), at]);
  }
  return [...grouped].map(([key, widths]) => `${key} at ${widths.join(', ')}`).join('\n');
}
