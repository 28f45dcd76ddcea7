import type { FastifyInstance } from 'fastify';
import { one, run } from '../../../server/db/query.js';
import { hashPassword } from '../../../server/lib/password.js';
import { RUSSIA_ID } from '../../../server/db/lookups/countries.js';
import { iso } from '../../../server/lib/time.js';
import { newToken } from '../../../server/lib/tokens.js';
import { BUYER_NAME_SQL, phoneDigits, textOrNull } from '../../../server/services/ordersCommon.js';
import { UserCategory } from '../../../server/services/users.js';
import {
  badRequest,
  conflict,
  findRecord,
  listRoute,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';
import type { BuyerRecord } from '../../app/records.js';

/** Buyers: users of category 2 (customers). The console creates them to place orders. */

export const BUYERS: ListSpec<BuyerRecord, BuyerRecord> = {
  resource: 'buyers',
  columns: `u.id AS id, u.email AS email, u.first_name AS firstName, u.last_name AS lastName,
    u.middle_name AS middleName, u.company_name AS companyName, u.phone AS phone, u.city AS city,
    u.created_at AS createdAt`,
  from: 'users u',
  scope: `u.user_category_id = ${UserCategory.customer}`,
  id: 'u.id',
  /** `name`: the buyer as sellers see them (the company, else the person), the pickers' order. */
  sort: {
    id: 'u.id',
    email: 'u.email',
    lastName: 'u.last_name',
    name: BUYER_NAME_SQL,
    createdAt: 'u.created_at',
  },
  search: [`u.first_name || ' ' || u.last_name`, 'u.company_name', 'u.email'],
  toRecord: (row) => ({ ...row, phone: phoneDigits(row.phone) }),
};

export const DUPLICATE_EMAIL = 'Пользователь с таким e-mail уже есть';

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const createSchema = {
  type: 'object',
  required: ['email', 'firstName', 'lastName'],
  properties: {
    email: { type: 'string', maxLength: 256, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    firstName: name,
    lastName: name,
    middleName: optionalText(100),
    companyName: optionalText(200),
    phone: { type: ['string', 'null'], maxLength: 30, pattern: '^[+0-9 ()-]*$' },
    city: optionalText(100),
  },
} as const;

interface NewBuyer {
  email: string;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  companyName?: string | null;
  phone?: string | null;
  city?: string | null;
}

/** Individual (7) or, with a company name, entity (8): the user types of the seed's buyers. */
const INDIVIDUAL = 7;
const ENTITY = 8;

export async function buyersRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, BUYERS);
  oneRoute(app, BUYERS);
  app.post<{ Body: NewBuyer }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const body = request.body;
    const firstName = body.firstName.trim();
    const lastName = body.lastName.trim();
    if (!firstName) throw badRequest("Field 'firstName' must not be blank");
    if (!lastName) throw badRequest("Field 'lastName' must not be blank");
    const email = body.email.trim();
    // They sign in to the main website, never here: a random password nobody knows. Hashed before
    // the e-mail check, so nothing runs between the check and the insert.
    const passwordHash = await hashPassword(newToken());
    if (one(ctx.db, 'SELECT id FROM users WHERE email = ?', email)) throw conflict(DUPLICATE_EMAIL);
    const companyName = textOrNull(body.companyName);
    const id = Number(
      run(
        ctx.db,
        `INSERT INTO users (email, password_hash, user_category_id, user_type_id, country_id, first_name,
           last_name, middle_name, company_name, phone, city, is_registered, email_confirmed, first_visit,
           created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, 0, ?)`,
        email,
        passwordHash,
        UserCategory.customer,
        companyName ? ENTITY : INDIVIDUAL,
        RUSSIA_ID,
        firstName,
        lastName,
        textOrNull(body.middleName),
        companyName,
        phoneDigits(body.phone),
        textOrNull(body.city),
        iso(ctx.now()),
      ).lastInsertRowid,
    );
    return reply.code(201).send(findRecord(ctx, BUYERS, id));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
