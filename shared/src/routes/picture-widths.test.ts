import { isOwnRasterPicture, pictureAtWidth, pictureSrcSet } from './picture-widths';

describe('picture widths', () => {
  it('knows the API’s own raster pictures from any other URL', () => {
    expect(isOwnRasterPicture('/api/images/products/AUV-B1260-12.png')).toBe(true);
    expect(isOwnRasterPicture('/api/images/products/AUV-B1260-12.png?view=2')).toBe(true);
    expect(isOwnRasterPicture('/api/images/suppliers/axis.svg')).toBe(false);
    expect(isOwnRasterPicture('https://cdn.example.com/api/images/products/a.png')).toBe(false);
    expect(isOwnRasterPicture('/img/a.png')).toBe(false);
  });

  it('adds the width to the query, keeping the view', () => {
    expect(pictureAtWidth('/api/images/products/A-1.png', 240)).toBe('/api/images/products/A-1.png?w=240');
    expect(pictureAtWidth('/api/images/products/A-1.png?view=2', 480)).toBe('/api/images/products/A-1.png?view=2&w=480');
    expect(pictureAtWidth('/img/a.svg', 480)).toBe('/img/a.svg');
  });

  it('offers the widths around the displayed size', () => {
    expect(pictureSrcSet('/api/images/products/A-1.png', 72)).toBe(
      '/api/images/products/A-1.png?w=120 120w, /api/images/products/A-1.png?w=240 240w',
    );
    expect(pictureSrcSet('/api/images/suppliers/axis.png', 240)).toBe(
      '/api/images/suppliers/axis.png?w=120 120w, /api/images/suppliers/axis.png?w=240 240w, /api/images/suppliers/axis.png?w=320 320w, ' +
        '/api/images/suppliers/axis.png?w=480 480w, /api/images/suppliers/axis.png?w=960 960w',
    );
    expect(pictureSrcSet('/img/a.png', 240)).toBeUndefined();
  });
});
