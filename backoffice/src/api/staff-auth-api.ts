import { apiClient } from '@shop/shared';

export interface StaffMember {
  staffId: string;
  email: string;
}

/** Who is logged in to the staff area (GET /api/staff/me); a 401 when nobody is. */
export async function fetchStaffMe(): Promise<StaffMember> {
  return (await apiClient.get<StaffMember>('/staff/me')).data;
}

/** The first step: e-mail and password (POST /api/staff/login); the code comes next. */
export async function postStaffLogin(email: string, password: string): Promise<void> {
  await apiClient.post('/staff/login', { email, password });
}

/** The second step: the app's code or a recovery code (POST /api/staff/login/totp); sets the staff session. */
export async function postStaffCode(proof: { code: string } | { recoveryCode: string }): Promise<StaffMember> {
  return (await apiClient.post<StaffMember>('/staff/login/totp', proof)).data;
}

export async function postStaffLogout(): Promise<void> {
  await apiClient.post('/staff/logout');
}
