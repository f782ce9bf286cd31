import type { Db } from '../../infra/db/db';
import type { DeliveryAddress, DeliveryAddressInput } from '@shop/shared/contracts';

interface AddressRow {
  id: string;
  recipient: string;
  street: string;
  zip_code: string;
  area: string;
}

const COLUMNS = 'id, recipient, street, zip_code, area';

const toAddress = (row: AddressRow): DeliveryAddress => ({
  id: row.id,
  recipient: row.recipient,
  street: row.street,
  zipCode: row.zip_code,
  area: row.area,
});

/** Delivery addresses, always within one organisation: an id of another organisation finds nothing. */
export class AddressRepository {
  constructor(private readonly db: Db) {}

  async list(organizationId: string): Promise<DeliveryAddress[]> {
    const rows = await this.db.query<AddressRow>(
      `SELECT ${COLUMNS} FROM delivery_addresses WHERE organization_id = $1 ORDER BY created_at, id`,
      [organizationId],
    );
    return rows.map(toAddress);
  }

  async has(organizationId: string, id: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM delivery_addresses WHERE organization_id = $1 AND id = $2', [organizationId, id]);
    return rows.length > 0;
  }

  async create(organizationId: string, input: DeliveryAddressInput): Promise<DeliveryAddress> {
    const [row] = await this.db.query<AddressRow>(
      `INSERT INTO delivery_addresses (organization_id, recipient, street, zip_code, area)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [organizationId, input.recipient, input.street, input.zipCode, input.area],
    );
    return toAddress(row as AddressRow);
  }

  async update(organizationId: string, id: string, input: DeliveryAddressInput): Promise<DeliveryAddress | null> {
    const [row] = await this.db.query<AddressRow>(
      `UPDATE delivery_addresses SET recipient = $3, street = $4, zip_code = $5, area = $6
        WHERE organization_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [organizationId, id, input.recipient, input.street, input.zipCode, input.area],
    );
    return row ? toAddress(row) : null;
  }

  /** True when there was such an address. */
  async delete(organizationId: string, id: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM delivery_addresses WHERE organization_id = $1 AND id = $2 RETURNING id', [
      organizationId,
      id,
    ]);
    return rows.length > 0;
  }
}
