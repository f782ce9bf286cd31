// The logged-in user's own details: only the account area changes them, so the calls live here.
import { apiClient } from '@shop/shared';
import { type SessionUser } from '@shop/shared/contracts';

interface ProfileInput {
  name: string;
  email: string;
  phone: string;
  /** Required when the e-mail changes: a wrong one answers 400 naming it, too many tries 429. */
  currentPassword?: string;
}

/** Saves name, e-mail and phone; answers the user as it now is. The demo login's e-mail answers 403. */
export async function updateProfile(userId: string, profile: ProfileInput): Promise<SessionUser> {
  return (await apiClient.put<SessionUser>(`/auth/user/${encodeURIComponent(userId)}`, profile)).data;
}

/** The current password is required; a wrong one answers 400, too many tries 429, the demo login 403. */
export async function changePassword(userId: string, oldPassword: string, newPassword: string): Promise<void> {
  await apiClient.post(`/auth/user/${encodeURIComponent(userId)}/password`, { oldPassword, newPassword });
}
