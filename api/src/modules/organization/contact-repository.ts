import type { Db, Queryable } from '../../infra/db/db';
import type { ContactPersonInput as ContactInput, ContactPerson } from '@shop/shared/contracts';
import { uniqueViolation } from '../../infra/db/unique-violation';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  is_main: boolean;
  can_log_in: boolean;
}

const SELECT = `SELECT u.id, u.name, u.email, u.phone, (o.main_contact_id = u.id) IS TRUE AS is_main,
                       u.password_hash IS NOT NULL AS can_log_in
                  FROM users u JOIN organizations o ON o.id = u.organization_id`;

const toContact = (row: ContactRow): ContactPerson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  isMainContact: row.is_main,
  canLogIn: row.can_log_in,
});

export class EmailInUseError extends Error {
  constructor() {
    super('Another contact person already uses this e-mail address');
  }
}

/** Contact persons, always within one organisation: an id of another organisation finds nothing. */
export class ContactRepository {
  constructor(private readonly db: Db) {}

  async list(organizationId: string): Promise<ContactPerson[]> {
    const rows = await this.db.query<ContactRow>(`${SELECT} WHERE u.organization_id = $1 ORDER BY u.created_at, u.name, u.id`, [
      organizationId,
    ]);
    return rows.map(toContact);
  }

  async find(organizationId: string, id: string): Promise<ContactPerson | null> {
    const [row] = await this.db.query<ContactRow>(`${SELECT} WHERE u.organization_id = $1 AND u.id = $2`, [organizationId, id]);
    return row ? toContact(row) : null;
  }

  async create(organizationId: string, input: ContactInput): Promise<ContactPerson> {
    const [row] = await this.write(() =>
      this.db.query<{ id: string }>(
        'INSERT INTO users (organization_id, name, email, phone) VALUES ($1, $2, $3, $4) RETURNING id',
        [organizationId, input.name, input.email, input.phone],
      ),
    );
    return (await this.find(organizationId, (row as { id: string }).id)) as ContactPerson;
  }

  async update(organizationId: string, id: string, input: Partial<ContactInput>): Promise<ContactPerson | null> {
    await this.write(() =>
      this.db.query(
        `UPDATE users SET name = coalesce($3, name), email = coalesce($4, email), phone = coalesce($5, phone),
                          updated_at = now()
          WHERE organization_id = $1 AND id = $2`,
        [organizationId, id, input.name ?? null, input.email ?? null, input.phone ?? null],
      ),
    );
    return this.find(organizationId, id);
  }

  async makeMain(organizationId: string, id: string): Promise<void> {
    await this.db.query(
      `UPDATE organizations SET main_contact_id = $2, updated_at = now()
        WHERE id = $1 AND EXISTS (SELECT 1 FROM users WHERE id = $2 AND organization_id = $1)`,
      [organizationId, id],
    );
  }

  async delete(organizationId: string, id: string, db: Queryable = this.db): Promise<void> {
    await db.query('DELETE FROM users WHERE organization_id = $1 AND id = $2', [organizationId, id]);
  }

  private async write<T>(statement: () => Promise<T>): Promise<T> {
    try {
      return await statement();
    } catch (error) {
      if (uniqueViolation(error) !== null) throw new EmailInUseError();
      throw error;
    }
  }
}
