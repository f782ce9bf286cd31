// What the onboarding module offers app.ts: who gets prices (e-mail confirmation, approval) and its routes.
export { onboardingPlugin } from './onboarding-plugin';
export { onboardingRoutes } from './onboarding-routes';
