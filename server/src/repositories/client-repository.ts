/** Customer profiles. Callers pass the e-mail from a verified token, never from the body alone. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clients } from '../db/schema';

export interface ClientData {
  email: string;
  name: string;
  phoneNumber: string;
  address: string;
  nip: string;
}

const columns = {
  email: clients.email,
  name: clients.name,
  phoneNumber: clients.phoneNumber,
  address: clients.address,
  nip: clients.nip,
};

export function createClientRepository(db: Database) {
  return {
    async get(email: string): Promise<ClientData | undefined> {
      const [row] = await db.select(columns).from(clients).where(eq(clients.email, email));
      return row;
    },

    /** Creates or replaces the whole profile: sign-up retries and profile edits both land here. */
    async save(data: ClientData): Promise<ClientData> {
      const { email, ...rest } = data;
      const [row] = await db
        .insert(clients)
        .values(data)
        .onConflictDoUpdate({ target: clients.email, set: { ...rest, updatedAt: sql`now()` } })
        .returning(columns);
      return row ?? { email, ...rest };
    },
  };
}

export type ClientRepository = ReturnType<typeof createClientRepository>;
