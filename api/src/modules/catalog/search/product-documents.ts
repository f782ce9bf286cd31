import type { LocalizedText, MenuItem, PricedProductDetails } from '../domain-types';
import { FIELD_WEIGHTS as W, type SearchDocument, type SearchField } from './search-document';

function bilingual(text: LocalizedText, weight: number): SearchField[] {
  return [
    { text: text.nb, language: 'nb', weight },
    { text: text.en, language: 'en', weight },
  ];
}

/** A product's texts for the search: title, SKU, brand and category weigh most, specs least. */
export function productDocument(product: PricedProductDetails, menuTitles: Map<string, LocalizedText>): SearchDocument {
  const path = product.categoryPath;
  const fields: SearchField[] = [
    ...bilingual(product.title, W.title),
    { text: product.skuId, language: 'any', weight: W.sku },
    { text: product.supplier.name, language: 'any', weight: W.supplier },
    ...bilingual(product.subHeading, W.subHeading),
    ...path.flatMap((id, level) => {
      const title = menuTitles.get(id);
      return title ? bilingual(title, level === path.length - 1 ? W.category : W.parentCategory) : [];
    }),
    ...bilingual(product.description, W.description),
    ...product.specs.flatMap((spec) => [
      ...bilingual({ nb: `${spec.label.nb} ${spec.value.nb}`, en: `${spec.label.en} ${spec.value.en}` }, W.specs),
    ]),
  ];
  return { sku: product.skuId, fields };
}

export function menuTitles(menu: MenuItem[]): Map<string, LocalizedText> {
  const titles = new Map<string, LocalizedText>();
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      titles.set(item.id, item.title);
      visit(item.subItems);
    }
  };
  visit(menu);
  return titles;
}
