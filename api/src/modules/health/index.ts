export { healthRoutes, isProbe } from './health-routes';
