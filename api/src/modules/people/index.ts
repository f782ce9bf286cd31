// What the people module offers app.ts: the role guard of every customer route and the people's
// routes; and the organisation module the rule that an organisation keeps an administrator.
export { roleGuard } from './role-guard';
export { peopleRoutes } from './people-routes';
export { keepAnAdministrator } from './people-repository';
export { readRole } from './limits-input';
