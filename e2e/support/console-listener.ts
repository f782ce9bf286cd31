import type { ConsoleMessage, Page } from '@playwright/test';

/** A warning, an error or an uncaught exception a page wrote to the browser's console. */
export interface Heard {
  where: string;
  type: string;
  text: string;
}

/** Records every warning, error and uncaught exception of the page, with the page it came on. */
export function listenToConsole(page: Page): Heard[] {
  const heard: Heard[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      heard.push({ where: new URL(page.url()).pathname, type: message.type(), text: `${message.text()} ${message.location().url}`.trim() });
    }
  });
  page.on('pageerror', (error) => heard.push({ where: new URL(page.url()).pathname, type: 'exception', text: error.stack ?? error.message }));
  return heard;
}
