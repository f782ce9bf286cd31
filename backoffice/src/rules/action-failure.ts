import { isApiError } from '@shop/shared';

/** The text key for a staff action the API refused: a conflict (someone changed it meanwhile) or else. */
export function actionFailureKey(error: unknown): 'common.conflict' | 'common.actionFailed' {
  return isApiError(error) && error.response?.status === 409 ? 'common.conflict' : 'common.actionFailed';
}
