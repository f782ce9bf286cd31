import { type LoadPageData, type PageDataRequest, statusOfApiError } from '@shop/shared';
import type { StaffMember } from '../api/staff-auth-api';
import { type StaffRouteId, staffRouteId } from '../routes/staff-routes';
import { STAFF_STORE } from '../state/staff-store';
import { nb } from '../texts/backoffice';
import { en } from '../texts/en/backoffice';

const TITLE: Record<StaffRouteId, (texts: typeof nb) => string> = {
  staff: (texts) => texts.waiting.heading,
  'staff-login': (texts) => texts.login.heading,
  'staff-setup': (texts) => texts.setup.heading,
  'staff-organizations': (texts) => texts.organizations.heading,
  'staff-orders': (texts) => texts.orders.heading,
  'staff-colleagues': (texts) => texts.colleagues.heading,
  'staff-audit': (texts) => texts.audit.heading,
  'staff-import': (texts) => texts.imports.heading,
};

/**
 * Who is logged in to the staff area, as GET /api/staff/me answers this page's request: the member,
 * nobody (its 401: the browser need not ask again), or not known (any other failure: it asks).
 */
async function staffMemberOf(request: PageDataRequest): Promise<{ member: StaffMember | null; checked: boolean }> {
  try {
    const { staffId, email } = (await request.api.get<StaffMember>('/staff/me')).data;
    return { member: { staffId, email }, checked: true };
  } catch (error) {
    return { member: null, checked: statusOfApiError(error) === 401 };
  }
}

/**
 * What a staff page is rendered with on the server: who is logged in to the staff area, read from
 * GET /api/staff/me through the render's API client. That client sends the page request's own
 * cookies to the API in the same process, so the staff cookie is read by the staff API alone, on its
 * own route, as for any call of the browser; a staff page is never kept in a cache, so the render
 * has them. Nobody there renders the page for nobody, and the browser then goes to the staff login.
 */
const loadStaffPageData: LoadPageData = async (request) => {
  const id = staffRouteId(request.routeId);
  const texts = request.locale === 'en' ? en : nb;
  // The login and the set-up link's page are for people without a staff session: nothing to ask.
  const staff = id === null || id === 'staff-login' || id === 'staff-setup' ? { member: null, checked: false } : await staffMemberOf(request);
  return {
    states: { [STAFF_STORE]: staff },
    ...(id === null ? {} : { head: { title: TITLE[id](texts) } }),
  };
};

export default loadStaffPageData;
