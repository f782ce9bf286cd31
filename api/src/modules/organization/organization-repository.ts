import type { Locale } from '@shop/shared/routes';
import type { Db, Queryable } from '../../infra/db/db';
import type { ContactPersonInput as ContactInput, Organization, OrganizationInput as OrganizationDetails, PostalAddress } from '@shop/shared/contracts';

interface OrganizationRow {
  id: string;
  name: string;
  org_number: string;
  street: string;
  zip_code: string;
  area: string;
  invoice_street: string | null;
  invoice_zip_code: string | null;
  invoice_area: string | null;
  invoice_type: Organization['invoiceType'];
  invoice_email: string | null;
  invoice_reference: string;
  main_contact_id: string | null;
}

function toOrganization(row: OrganizationRow): Organization {
  const invoiceAddress: PostalAddress | null =
    row.invoice_street === null
      ? null
      : { street: row.invoice_street, zipCode: row.invoice_zip_code ?? '', area: row.invoice_area ?? '' };
  return {
    id: row.id,
    name: row.name,
    organizationNumber: row.org_number,
    address: { street: row.street, zipCode: row.zip_code, area: row.area },
    invoiceAddress,
    invoiceType: row.invoice_type,
    invoiceEmail: row.invoice_email,
    invoiceReference: row.invoice_reference,
    mainContactId: row.main_contact_id,
  };
}

function detailParams(details: OrganizationDetails) {
  return [
    details.name,
    details.address.street,
    details.address.zipCode,
    details.address.area,
    details.invoiceAddress?.street ?? null,
    details.invoiceAddress?.zipCode ?? null,
    details.invoiceAddress?.area ?? null,
    details.invoiceType,
    details.invoiceEmail,
    details.invoiceReference,
  ];
}

/** Organisations and their registration. Callers have checked that the caller belongs to the organisation. */
export class OrganizationRepository {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<Organization | null> {
    const [row] = await this.db.query<OrganizationRow>('SELECT * FROM organizations WHERE id = $1', [id]);
    return row ? toOrganization(row) : null;
  }

  /** Which of the registration's unique values a confirmed organisation or login holds already. */
  async taken(organizationNumber: string, loginEmail: string): Promise<{ organizationNumber: boolean; email: boolean }> {
    const [row] = await this.db.query<{ org: boolean; email: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM organizations WHERE org_number = $1 AND NOT registration_pending) AS org,
              EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2) AND password_hash IS NOT NULL AND email_confirmed_at IS NOT NULL) AS email`,
      [organizationNumber, loginEmail],
    );
    return { organizationNumber: row?.org ?? false, email: row?.email ?? false };
  }

  /**
   * The organisation, its first contact person (who logs in with `passwordHash`) as main contact.
   * `pending`: a self-registration, which holds its number only once its login e-mail is confirmed.
   */
  async register(
    details: OrganizationDetails,
    contact: ContactInput,
    passwordHash: string,
    pending: { locale: Locale } | null,
    tx: Queryable = this.db,
  ): Promise<{ organizationId: string; userId: string }> {
    const run = async (q: Queryable) => {
      const [org] = await q.query<{ id: string }>(
        `INSERT INTO organizations (name, street, zip_code, area, invoice_street, invoice_zip_code, invoice_area,
                                    invoice_type, invoice_email, invoice_reference, org_number,
                                    registration_pending, registration_locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [...detailParams(details), details.organizationNumber, pending !== null, pending?.locale ?? null],
      );
      const organizationId = (org as { id: string }).id;
      const [user] = await q.query<{ id: string }>(
        `INSERT INTO users (organization_id, name, email, phone, password_hash, role, locale) VALUES ($1, $2, $3, $4, $5, 'administrator', $6) RETURNING id`,
        [organizationId, contact.name, contact.email, contact.phone, passwordHash, pending?.locale ?? null],
      );
      const userId = (user as { id: string }).id;
      await q.query('UPDATE organizations SET main_contact_id = $2 WHERE id = $1', [organizationId, userId]);
      return { organizationId, userId };
    };
    return tx === this.db ? this.db.transaction(run) : run(tx);
  }

  /** The organisation number is its identity and stays as registered. */
  async update(id: string, details: OrganizationDetails): Promise<Organization | null> {
    const [row] = await this.db.query<OrganizationRow>(
      `UPDATE organizations
          SET name = $1, street = $2, zip_code = $3, area = $4, invoice_street = $5, invoice_zip_code = $6,
              invoice_area = $7, invoice_type = $8, invoice_email = $9, invoice_reference = $10, updated_at = now()
        WHERE id = $11 RETURNING *`,
      [...detailParams(details), id],
    );
    return row ? toOrganization(row) : null;
  }
}
