import { apiClient } from '@shop/shared';

export interface AuditEntry {
  id: string;
  staffEmail: string | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** A page of the audit log, newest first; `next` asks for the page after it (GET /api/staff/audit). */
export async function fetchAudit(before?: string): Promise<{ entries: AuditEntry[]; next: string | null }> {
  return (await apiClient.get<{ entries: AuditEntry[]; next: string | null }>('/staff/audit', { params: before ? { before } : {} })).data;
}
