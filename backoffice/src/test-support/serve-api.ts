/** Answers the shop's HTTP calls in a component test without a server; returns the calls made. */
export { serveCalls as serveApi } from '@shop/shared/test-support';
