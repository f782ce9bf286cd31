/**
 * The numbers of the shop's own pictures a list of image addresses names, for one picture family:
 * with `prefix` `/api/images/products/AB-12.` and `view`, `AB-12.png` is 1 and `AB-12.png?view=2`
 * is 2; with `/api/images/banners/` and `name`, `3.png` is 3. Addresses of other pictures (another
 * product's, another host's) name none.
 */
export function ownPictureNumbers(images: readonly string[], prefix: string, numberIn: 'view' | 'name'): Set<number> {
  const numbers = new Set<number>();
  for (const image of images) {
    if (!image.startsWith(prefix)) continue;
    const rest = image.slice(prefix.length);
    if (numberIn === 'name') {
      const name = /^([1-9][0-9]?)\.(png|svg)$/.exec(rest);
      if (name) numbers.add(Number(name[1]));
      continue;
    }
    const view = /^(?:png|svg)(?:\?view=([1-9]))?$/.exec(rest);
    if (view) numbers.add(view[1] === undefined ? 1 : Number(view[1]));
  }
  return numbers;
}
