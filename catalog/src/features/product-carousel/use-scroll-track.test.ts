import { edgesOf } from './use-scroll-track';

describe('carousel track edges', () => {
  it('is at the beginning at the left edge and at the end when the last pixel is in view', () => {
    expect(edgesOf(0, 800, 2000)).toEqual({ beginning: true, end: false });
    expect(edgesOf(600, 800, 2000)).toEqual({ beginning: false, end: false });
    expect(edgesOf(1199.5, 800, 2000)).toEqual({ beginning: false, end: true });
  });

  it('is at both ends when everything fits', () => {
    expect(edgesOf(0, 800, 800)).toEqual({ beginning: true, end: true });
  });
});
