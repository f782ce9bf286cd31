// What the onboarding module offers app.ts: who gets prices (e-mail confirmation, approval) and its
// routes; and the staff the organisations waiting for approval.
export { onboardingPlugin } from './onboarding-plugin';
export { onboardingRoutes } from './onboarding-routes';
export { organizationsAwaitingApproval } from './approvals';
