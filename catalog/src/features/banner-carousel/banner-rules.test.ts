import { BANNER_INTERVAL_MS, bannerArrows, isBannerEnabled, nextBannerIndex } from './banner-rules';

describe('banner carousel rules (spec §4)', () => {
  it('advances every 6 seconds and wraps to the first banner after the last', () => {
    expect(BANNER_INTERVAL_MS).toBe(6000);
    expect([0, 1, 2].map((index) => nextBannerIndex(index, 3))).toEqual([1, 2, 0]);
    expect(nextBannerIndex(0, 0)).toBe(0);
  });

  it('disables the previous arrow on the first banner and the next arrow on the last', () => {
    expect(bannerArrows(0, 3)).toEqual({ previous: false, next: true });
    expect(bannerArrows(1, 3)).toEqual({ previous: true, next: true });
    expect(bannerArrows(2, 3)).toEqual({ previous: true, next: false });
    expect(bannerArrows(0, 1)).toEqual({ previous: false, next: false });
  });

  it('is hidden unless the page settings show it', () => {
    delete window.__SHOP_SETTINGS__;
    expect(isBannerEnabled()).toBe(false);
    window.__SHOP_SETTINGS__ = { showBanner: true };
    expect(isBannerEnabled()).toBe(true);
    delete window.__SHOP_SETTINGS__;
  });
});
