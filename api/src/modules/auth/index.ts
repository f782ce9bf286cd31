// What the auth module offers the rest of the service: sessions and logins for app.ts, and for
// the other domains the password hash, the demo login's limits, e-mail changes, and
// the guard of routes about the caller's own records, and the test of a browser's request from
// another site (the web's own forms).
export { authPlugin } from './auth-plugin';
export type { SessionIdentity } from './session-identity';
export { authRoutes } from './auth-routes';
export { userRoutes } from './user-routes';
export { checkPassword, hashPassword, matchingLogin } from './passwords';
export { LoginThrottle, throttleRules } from './login-throttle';
export { refuseDemoUser } from './demo-user';
export { changesEmail, emailNotAvailable } from './email-changes';
export { ownRecordsOnly } from './own-records-only';
export { comesFromAnotherSite } from './same-origin-guard';
export { setDeviceCookie, setSessionCookies } from './auth-cookies';
