import startUpStepsPlugin from './start-up-steps-plugin';

type LoadShareArgs = Parameters<NonNullable<ReturnType<typeof startUpStepsPlugin>['beforeLoadShare']>>[0];

describe('the start-up steps plugin', () => {
  it('looks a shared module up in a task of its own, and passes the arguments on unchanged', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'), 0);
    const args = { pkgName: 'react' } as unknown as LoadShareArgs; // the hook only hands them on
    const passedOn = await startUpStepsPlugin().beforeLoadShare?.(args);
    order.push('the shared module looked up');
    expect(passedOn).toBe(args);
    expect(order).toEqual(['a task queued before', 'the shared module looked up']);
  });

  it('loads a remote module and evaluates it each after a task boundary', async () => {
    const plugin = startUpStepsPlugin();
    for (const hook of [plugin.beforeGetExpose, plugin.beforeExecuteFactory] as Array<(() => unknown) | undefined>) {
      const order: string[] = [];
      setTimeout(() => order.push('a task queued before'), 0);
      await hook?.();
      order.push('the step');
      expect(order).toEqual(['a task queued before', 'the step']);
    }
  });
});
