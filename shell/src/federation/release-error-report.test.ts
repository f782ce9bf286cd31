import { reportReleaseError } from './release-error-report';

describe('reportReleaseError', () => {
  it('tells the shop once which remote of which release failed, and nothing about made-up names', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    reportReleaseError('catalog', 'https://cdn.example/katalog/2/mf-manifest.json');
    reportReleaseError('catalog', 'https://cdn.example/katalog/2/mf-manifest.json');
    reportReleaseError('evil', 'https://cdn.example/x.json');
    reportReleaseError('cart', undefined);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [address, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(address).toBe('/api/releases/errors');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(body);
    });
    expect(JSON.parse(text)).toEqual({ remote: 'catalog', entry: 'https://cdn.example/katalog/2/mf-manifest.json' });
  });
});
