import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.2 A and AA rule sets of axe-core (2.0, 2.1 and 2.2 levels). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core is loaded once per document by an init script, and AxeBuilder is told so (a source that
 * only checks it is there). Otherwise every check would send and parse the 500 KB library again,
 * and a sweep over a hundred page states would take minutes instead of seconds.
 */
const AXE_ALREADY_LOADED = 'if (!window.axe) throw new Error("axe-core was not loaded by the init script")';

export interface AxeFinding {
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Collects the violations of many page states, so one run reports every problem at once instead of
 * stopping at the first page that has one.
 */
export class AxeReport {
  readonly findings: AxeFinding[] = [];
  readonly states: string[] = [];

  /**
   * `bestPractice` adds axe's best-practice rules (heading order, unique landmark names, …) and
   * keeps what is moderate or worse of them; the WCAG rules count at every impact either way.
   */
  constructor(private readonly options: { bestPractice?: boolean } = {}) {}

  /** Call before the page's first load. */
  static async install(page: Page): Promise<void> {
    await page.addInitScript({ content: axe.source });
  }

  async check(page: Page, state: string): Promise<void> {
    // Legacy mode runs axe in the page itself: the shop has no frames, and the default mode opens a
    // blank page for every check to combine per-frame results.
    const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
      .setLegacyMode(true)
      // options() replaces all options, so it goes before withTags(), which adds the rule selection.
      .options({ resultTypes: ['violations'] })
      .withTags(this.options.bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS)
      .analyze();
    this.states.push(state);
    for (const violation of results.violations) {
      const wcag = violation.tags.some((tag) => WCAG_TAGS.includes(tag));
      if (!wcag && violation.impact === 'minor') continue;
      this.findings.push({
        state,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }

  /** One line per violation: where, which rule, which elements. */
  summary(): string {
    return this.findings
      .map((finding) => `${finding.state}: ${finding.rule} (${finding.impact}) ${finding.help}\n    ${finding.targets.slice(0, 5).join('\n    ')}`)
      .join('\n');
  }
}
