// The pages every benchmark measures (issue 7): the front page, a category, a product page, the
// cart and the English front page. The product is the first of the category's list in the
// seeded catalogue, so the page is a real product page on any fresh database.
export async function benchPages(shopUrl) {
  const response = await fetch(`${shopUrl}/api/product/list?category=kameraovervakning`);
  if (!response.ok) throw new Error(`The product list answered ${response.status}`);
  const products = await response.json();
  const sku = (Array.isArray(products) ? products : products.products ?? [])[0]?.skuId;
  if (!sku) throw new Error('The seeded catalogue has no camera to measure a product page with');
  return [
    { name: 'front', path: '/' },
    { name: 'category', path: '/kameraovervakning' },
    { name: 'product', path: `/kameraovervakning/${sku}` },
    { name: 'cart', path: '/handlekurv' },
    { name: 'front-en', path: '/en' },
  ];
}
