export * from '@module-federation/enhanced/runtime';
