import type { LocalizedText, MenuItem, PricedProductDetails } from '../domain-types';
import type { SearchDocument, SearchField, SearchFieldName } from './search-document';

function bilingual(text: LocalizedText, field: SearchFieldName): SearchField[] {
  return [
    { text: text.nb, language: 'nb', field },
    { text: text.en, language: 'en', field },
  ];
}

/** A product's texts for the search: title, SKU, brand and category weigh most, specs least. */
export function productDocument(product: PricedProductDetails, menuTitles: Map<string, LocalizedText>): SearchDocument {
  const path = product.categoryPath;
  const fields: SearchField[] = [
    ...bilingual(product.title, 'title'),
    { text: product.skuId, language: 'any', field: 'sku' },
    { text: product.supplier.name, language: 'any', field: 'supplier' },
    ...bilingual(product.subHeading, 'subHeading'),
    ...path.flatMap((id, level) => {
      const title = menuTitles.get(id);
      return title ? bilingual(title, level === path.length - 1 ? 'category' : 'parentCategory') : [];
    }),
    ...bilingual(product.description, 'description'),
    ...product.specs.flatMap((spec) => [
      ...bilingual({ nb: `${spec.label.nb} ${spec.value.nb}`, en: `${spec.label.en} ${spec.value.en}` }, 'specs'),
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
