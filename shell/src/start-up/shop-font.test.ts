import { SHOP_FONT_FAMILY, declareShopFont } from './shop-font';

class RecordedFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

describe('the shop font, declared after the first paint', () => {
  it("adds Inter's latin and latin-ext faces, swapped in when they arrive, each for its own characters", () => {
    const added: RecordedFace[] = [];
    declareShopFont({ set: { add: (face) => added.push(face as unknown as RecordedFace) }, FontFace: RecordedFace as unknown as typeof FontFace });
    expect(added.map((face) => face.family)).toEqual([SHOP_FONT_FAMILY, SHOP_FONT_FAMILY]);
    expect(added.map((face) => face.descriptors.display)).toEqual(['swap', 'swap']);
    expect(added[0]?.descriptors.weight).toBe('100 900');
    // æ, ø and å (U+00E6, U+00F8, U+00E5) are in the latin face.
    expect(added[0]?.descriptors.unicodeRange).toMatch(/^U\+0000-00FF,/);
    expect(added[1]?.descriptors.unicodeRange).toMatch(/^U\+0100-02BA,/);
    expect(added.every((face) => /^url\(.+\) format\('woff2'\)$/.test(face.source))).toBe(true);
  });

  it('leaves a browser without the Font Loading API with the fallback face', () => {
    const added: unknown[] = [];
    declareShopFont({ set: { add: (face) => added.push(face) }, FontFace: undefined });
    expect(added).toEqual([]);
  });
});
