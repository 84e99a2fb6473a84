/** Customers' details. Callers pass the e-mail from a verified token, never from the body alone. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers } from '../db/schema';

export interface CustomerDetails {
  email: string;
  name: string;
  phoneNumber: string;
  address: string;
  nip: string;
}

const columns = {
  email: customers.email,
  name: customers.name,
  phoneNumber: customers.phoneNumber,
  address: customers.address,
  nip: customers.nip,
};

export function createCustomerRepository(db: Database) {
  return {
    async get(email: string): Promise<CustomerDetails | undefined> {
      const [row] = await db.select(columns).from(customers).where(eq(customers.email, email));
      return row;
    },

    /** Creates or replaces the whole details: sign-up retries and edits on the profile page both land here. */
    async save(data: CustomerDetails): Promise<CustomerDetails> {
      const { email, ...rest } = data;
      const [row] = await db
        .insert(customers)
        .values(data)
        .onConflictDoUpdate({ target: customers.email, set: { ...rest, updatedAt: sql`now()` } })
        .returning(columns);
      return row ?? { email, ...rest };
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
