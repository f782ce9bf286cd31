// The back-office team's texts, namespace "backoffice", in both languages: they ship with this
// remote and are added to the page's one i18n instance when it starts.
import { registerTexts } from '@shop/shared';
import { nb } from './backoffice';
import { en } from './en/backoffice';

export type BackofficeTexts = typeof nb;

export function registerBackofficeTexts(): void {
  registerTexts('backoffice', { nb, en });
}
