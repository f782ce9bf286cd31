import { apiClient } from '@shop/shared';

/** Invites a colleague: the API mails them a link to set up their login (POST /api/staff/invitations). */
export async function inviteColleague(email: string): Promise<void> {
  await apiClient.post('/staff/invitations', { email });
}
