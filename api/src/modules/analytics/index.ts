export { analyticsRoutes } from './analytics-routes';
