import type { SessionUser, VerifyAnswer } from '../contracts/auth';
import { apiClient } from './http-client';

export async function verifySessionCall(): Promise<VerifyAnswer> {
  return (await apiClient.get<VerifyAnswer>('/auth/verify')).data;
}

/** Logs in; the API sets the session cookies. */
export async function logInCall(email: string, password: string): Promise<{ userId: string }> {
  return (await apiClient.post<{ userId: string }>('/auth/login', { email, password })).data;
}

export async function fetchUser(userId: string): Promise<SessionUser> {
  return (await apiClient.get<SessionUser>(`/auth/user/${encodeURIComponent(userId)}`)).data;
}

/** Ends the session on the server and clears its cookies (a POST: logging out changes state). */
export async function deleteCookiesCall(): Promise<void> {
  await apiClient.post('/auth/delete/cookies');
}
