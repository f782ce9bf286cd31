import { apiClient } from '@shop/shared';

export interface Enrolment {
  secret: string;
  otpauthUri: string;
}

/** The link's first step: the password, answered with the authenticator app's secret (POST /api/staff/setup). */
export async function postSetupPassword(token: string, password: string): Promise<Enrolment> {
  return (await apiClient.post<Enrolment>('/staff/setup', { token, password })).data;
}

/** The second step: a code from the app; answered with the recovery codes (POST /api/staff/setup/confirm). */
export async function postSetupConfirm(token: string, code: string): Promise<string[]> {
  return (await apiClient.post<{ recoveryCodes: string[] }>('/staff/setup/confirm', { token, code })).data.recoveryCodes;
}
