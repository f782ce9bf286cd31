import type { ElementHandle, Locator, Page } from '@playwright/test';

/** What the focused element looks like: enough to tell whether a keyboard user can see it. */
interface FocusLook {
  name: string;
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  /** The colour the focus ring is drawn on: the first opaque background around the element. */
  around: string;
  /** Some point of the element is the topmost thing on screen (WCAG 2.4.11, not hidden under a bar). */
  reachable: boolean;
}

function channels(colour: string): number[] {
  return (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** How the focused element looks, and whether it is `target`: one round trip per key press. */
async function focusLook(page: Page, target: ElementHandle<Node>): Promise<{ look: FocusLook | null; reached: boolean }> {
  return page.evaluate((wanted) => {
    const element = document.activeElement as HTMLElement | null;
    const reached = element === wanted;
    if (!element || element === document.body) return { look: null, reached };
    const style = getComputedStyle(element);
    const opaque = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);
    // An outline drawn outside the element sits on its surroundings, one drawn inside on itself.
    let holder: HTMLElement | null = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
    let around = 'rgb(255, 255, 255)';
    while (holder) {
      const background = getComputedStyle(holder).backgroundColor;
      if (opaque(background)) {
        around = background;
        break;
      }
      holder = holder.parentElement;
    }
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.bottom - 2],
    ];
    const reachable = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
    });
    const look = {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50) || element.tagName.toLowerCase(),
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      around,
      reachable,
    };
    return { look, reached };
  }, target);
}

/**
 * Moves with Tab (or Shift+Tab) until `target` has focus, and checks every element passed on the
 * way: its focus is visible (an outline of at least 2 px with 3:1 contrast against what surrounds
 * it) and it is not hidden under a fixed bar. Problems are collected in `problems`.
 */
export async function tabTo(page: Page, target: Locator, problems: string[], options: { backward?: boolean; max?: number } = {}): Promise<void> {
  const key = options.backward ? 'Shift+Tab' : 'Tab';
  const handle = await target.elementHandle();
  if (!handle) throw new Error(`Nothing to tab to: ${target}`);
  for (let presses = 0; presses < (options.max ?? 120); presses += 1) {
    await page.keyboard.press(key);
    const { look, reached } = await focusLook(page, handle);
    if (look) {
      const ring = look.outlineStyle !== 'none' && look.outlineWidth >= 2 ? contrast(look.outlineColor, look.around) : 0;
      if (!look.focusVisible || ring < 3) {
        problems.push(`focus not visible on "${look.name}" (outline ${look.outlineStyle} ${look.outlineWidth}px ${look.outlineColor} on ${look.around}, contrast ${ring.toFixed(2)})`);
      }
      if (!look.reachable) problems.push(`focused "${look.name}" is hidden under other content`);
    }
    if (reached) return;
  }
  throw new Error(`${target} was not reached with ${key}`);
}
