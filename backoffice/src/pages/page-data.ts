import type { StaffMember } from '../api/staff-auth-api';
import { STAFF_STORE, type StaffState } from '../state/staff-store';

/** The part of a page request this loader reads: the API as the page's request reaches it. */
interface StaffPageDataRequest {
  api: { get: <T>(path: string) => Promise<{ data: T }> };
}

/**
 * What a staff page is rendered with on the server: who is logged in to the staff area, read from
 * GET /api/staff/me through the render's API client (it sends the page request's own cookies, so
 * the staff cookie is read by the staff API alone, on its own route, and nowhere else). Nobody
 * there (401) renders the page for nobody; the browser then goes to the staff login.
 */
export default async function loadStaffPageData(request: StaffPageDataRequest): Promise<{ states: Record<string, Partial<StaffState>> }> {
  try {
    const member = (await request.api.get<StaffMember>('/staff/me')).data;
    return { states: { [STAFF_STORE]: { member: { staffId: member.staffId, email: member.email }, checked: true } } };
  } catch {
    return { states: { [STAFF_STORE]: { member: null, checked: true } } };
  }
}
