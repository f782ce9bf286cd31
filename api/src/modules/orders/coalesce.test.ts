import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('lets concurrent calls with one key share a call, and calls again once it has answered', async () => {
    let calls = 0;
    const find = coalesce(async (id: string) => {
      calls += 1;
      const call = calls;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `${id}:${call}`;
    });
    const together = await Promise.all([find('a'), find('a'), find('b')]);
    expect(together).toEqual(['a:1', 'a:1', 'b:2']);
    expect(await find('a')).toBe('a:3');
  });

  it('passes a failure to every waiting caller and does not keep it', async () => {
    let fail = true;
    const find = coalesce(async () => {
      if (fail) throw new Error('database gone');
      return 'ok';
    });
    await expect(Promise.all([find('a'), find('a')])).rejects.toThrow('database gone');
    fail = false;
    expect(await find('a')).toBe('ok');
  });
});
