import { statusOfApiError } from '@shop/shared';
import { fetchStaffMe, postStaffCode, postStaffLogin, postStaffLogout } from '../api/staff-auth-api';
import { staffStore } from './staff-store';

/** Asks who is logged in to the staff area; a 401 means nobody (the store says so). */
export async function checkStaff(): Promise<void> {
  try {
    staffStore.getState().setMember(await fetchStaffMe());
  } catch (error) {
    if (statusOfApiError(error) !== 401) throw error;
    staffStore.getState().resetStaff();
  }
}

/** The password step: a right password moves the login to the code step. Failures are the caller's to show. */
export async function logInStaff(email: string, password: string): Promise<void> {
  await postStaffLogin(email, password);
  staffStore.getState().setLoginStep('code');
}

/** The second factor: the staff session is set and the member known. */
export async function confirmStaffCode(proof: { code: string } | { recoveryCode: string }): Promise<void> {
  staffStore.getState().setMember(await postStaffCode(proof));
}

/** Ends the staff session (the API clears its cookie whatever happens) and forgets the member. */
export async function logOutStaff(): Promise<void> {
  try {
    await postStaffLogout();
  } finally {
    staffStore.getState().resetStaff();
  }
}
