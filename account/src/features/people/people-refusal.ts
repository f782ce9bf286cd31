import { statusOfApiError } from '@shop/shared';
import { REFUSAL, fieldProblemsOf, refusalCodeOf } from '../../api/refusals';

/** The text key of what a refused change of a person says beside the action, in plain words. */
export function peopleRefusalKey(error: unknown): 'people.lastAdministrator' | 'people.demoAccount' | 'people.emailInUse' | 'people.adminsOnly' | 'people.actionFailed' {
  const code = refusalCodeOf(error);
  if (code === REFUSAL.lastAdministrator) return 'people.lastAdministrator';
  if (code === REFUSAL.demoAccount) return 'people.demoAccount';
  const status = statusOfApiError(error);
  if (status === 403) return 'people.adminsOnly';
  if (status === 409 && fieldProblemsOf(error).some(({ field }) => field === 'email')) return 'people.emailInUse';
  return 'people.actionFailed';
}
