// The catalogue team's texts, namespace "catalog", in both languages. They ship with this remote
// and are added to the page's one i18n instance when the remote starts: a text changed here goes
// live with the catalogue's deploy, without a shell release.
import { registerTexts } from '@shop/shared';
import { nb as catalog } from './catalog';
import { en as catalogEn } from './en/catalog';

const catalogTexts = { nb: { catalog }, en: { catalog: catalogEn } };

/** Keys of the "catalog" namespace, typed from the Norwegian texts. */
export type CatalogTexts = typeof catalogTexts.nb;

export function registerCatalogTexts(): void {
  registerTexts('catalog', catalogTexts);
}
