import type { FastifyInstance } from 'fastify';
import { UNIT_MEASURES } from '../../../server/db/lookups/categories.js';
import { all, one } from '../../../server/db/query.js';
import { TenderProposalStatus } from '../../../rules/index.js';
import {
  BUYER_NAME_SQL,
  futureDeadline,
  round2,
  ShippingMethod,
  textOrNull,
  wireDate,
} from '../../../server/services/ordersCommon.js';
import { categoryTree } from '../../../server/services/productsCommon.js';
import { allowedTenderActions, type TenderBuyerAction } from '../../../server/services/tendersBuyer.js';
import { hasTwoDecimalsAtMost } from '../../../rules/index.js';
import { sweepTenders } from '../../../server/services/tendersSweep.js';
import { insertTender } from '../../../server/services/tendersWrite.js';
import { UserCategory } from '../../../server/services/users.js';
import { iso } from '../../../server/lib/time.js';
import {
  badRequest,
  findRecord,
  integerFilter,
  listRecords,
  listRoute,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';
import { TENDER_PROPOSALS } from '../tender-proposals/route.js';

/** Tenders of every buyer; POST publishes one as a buyer (docs/contract/console.md, "tenders"). */

export interface TenderRecord {
  id: number;
  title: string;
  buyerId: number;
  buyerName: string;
  categoryId: number;
  categoryName: string;
  quantity: number;
  measureUnit: string;
  budgetPerUnit: number;
  deliveryDays: number;
  shippingMethodId: number;
  countryId: number;
  regionId: number;
  cityId: number;
  cityName: string | null;
  address: string | null;
  publishDate: string;
  deadline: string;
  statusId: number;
  proposalsCount: number;
  allowedActions: TenderBuyerAction[];
}

type TenderRow = Omit<TenderRecord, 'allowedActions'>;

export const TENDERS: ListSpec<TenderRow, TenderRecord> = {
  resource: 'tenders',
  columns: `t.id AS id, t.title AS title, t.buyer_id AS buyerId, ${BUYER_NAME_SQL} AS buyerName,
    t.category_id AS categoryId, c.name AS categoryName, t.quantity AS quantity, t.measure_unit AS measureUnit,
    t.budget_per_unit AS budgetPerUnit, t.delivery_days AS deliveryDays, t.shipping_method_id AS shippingMethodId,
    t.country_id AS countryId, t.region_id AS regionId, t.city_id AS cityId, ci.name AS cityName,
    t.address AS address, t.publish_date AS publishDate, t.deadline AS deadline, t.status_id AS statusId,
    (SELECT COUNT(*) FROM tender_proposals n
     WHERE n.tender_id = t.id AND n.status_id <> ${TenderProposalStatus.Withdrawn}) AS proposalsCount`,
  from: `tenders t JOIN users u ON u.id = t.buyer_id JOIN categories c ON c.id = t.category_id
    LEFT JOIN cities ci ON ci.id = t.city_id`,
  id: 't.id',
  sort: {
    id: 't.id',
    publishDate: 't.publish_date',
    deadline: 't.deadline',
    budgetPerUnit: 't.budget_per_unit',
    statusId: 't.status_id',
  },
  filters: {
    buyerId: integerFilter('t.buyer_id'),
    statusId: integerFilter('t.status_id', true),
    categoryId: integerFilter('t.category_id'),
  },
  search: ['t.title'],
  beforeRead: (ctx) => sweepTenders(ctx.db, ctx.now()),
  toRecord: (row) => ({
    ...row,
    budgetPerUnit: round2(row.budgetPerUnit),
    allowedActions: allowedTenderActions(row.statusId),
  }),
};

export const TENDER_LIMITS = {
  title: 200,
  description: 4000,
  address: 300,
  quantity: 1_000_000,
  budget: 100_000_000,
  deliveryDays: 365,
} as const;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

const createSchema = {
  type: 'object',
  required: [
    'buyerId',
    'title',
    'description',
    'categoryId',
    'quantity',
    'measureUnit',
    'budgetPerUnit',
    'deliveryDays',
    'shippingMethodId',
    'cityId',
    'deadline',
  ],
  properties: {
    buyerId: { type: 'integer', minimum: 1 },
    title: text(TENDER_LIMITS.title),
    description: text(TENDER_LIMITS.description),
    categoryId: { type: 'integer', minimum: 1 },
    quantity: { type: 'integer', minimum: 1, maximum: TENDER_LIMITS.quantity },
    measureUnit: { type: 'string', enum: UNIT_MEASURES },
    budgetPerUnit: { type: 'number', exclusiveMinimum: 0, maximum: TENDER_LIMITS.budget },
    deliveryDays: { type: 'integer', minimum: 1, maximum: TENDER_LIMITS.deliveryDays },
    shippingMethodId: { type: 'integer', enum: [1, 2] },
    cityId: { type: 'integer', minimum: 1 },
    address: { type: ['string', 'null'], maxLength: TENDER_LIMITS.address },
    deadline: wireDate,
  },
} as const;

interface NewTenderBody {
  buyerId: number;
  title: string;
  description: string;
  categoryId: number;
  quantity: number;
  measureUnit: string;
  budgetPerUnit: number;
  deliveryDays: number;
  shippingMethodId: number;
  cityId: number;
  address?: string | null;
  deadline: string;
}

interface CityRow {
  id: number;
  region_id: number;
  country_id: number;
}

/** The checks the schema cannot make; answers the city's place, or throws a 400 naming the problem. */
function checkNewTender(app: FastifyInstance, body: NewTenderBody): CityRow {
  const { db } = app.ctx;
  if (!body.title.trim()) throw badRequest("Field 'title' must not be blank");
  if (!body.description.trim()) throw badRequest("Field 'description' must not be blank");
  if (!hasTwoDecimalsAtMost(body.budgetPerUnit)) {
    throw badRequest("Field 'budgetPerUnit' must have at most two decimals");
  }
  const buyer = one(
    db,
    'SELECT id FROM users WHERE id = ? AND user_category_id = ?',
    body.buyerId,
    UserCategory.customer,
  );
  if (!buyer) throw badRequest(`Пользователь ${body.buyerId} не покупатель`);
  if (!categoryTree(db).byId.has(body.categoryId))
    throw badRequest(`Категория ${body.categoryId} не найдена`);
  const city = one<CityRow>(
    db,
    'SELECT ci.id, ci.region_id, r.country_id FROM cities ci JOIN regions r ON r.id = ci.region_id WHERE ci.id = ?',
    body.cityId,
  );
  if (!city) throw badRequest(`Город ${body.cityId} не найден`);
  return city;
}

/** What the create form offers: every category (with its path), the units, the cities (with their region). */
function formOptions(app: FastifyInstance) {
  const tree = categoryTree(app.ctx.db);
  const categories = [...tree.byId.values()]
    .map((c) => ({ id: c.id, name: tree.pathName(c.id) ?? c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const cities = all<{ id: number; name: string }>(
    app.ctx.db,
    `SELECT ci.id, ci.name || ' (' || r.name || ')' AS name FROM cities ci JOIN regions r ON r.id = ci.region_id
     ORDER BY ci.name, r.name`,
  );
  return { categories, measureUnits: UNIT_MEASURES.map((name) => ({ id: name, name })), cities };
}

export async function tendersRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  /** A tender with every proposal, cheapest first (the buyer compares them). */
  const withProposals = (tender: TenderRecord) => ({
    ...tender,
    description: one<{ description: string }>(
      ctx.db,
      'SELECT description FROM tenders WHERE id = ?',
      tender.id,
    )?.description,
    proposals: listRecords(ctx, TENDER_PROPOSALS, {
      filter: { tenderId: tender.id },
      sort: { field: 'pricePerUnit', order: 'ASC' },
      range: { start: 0, end: 999 },
    }).records,
  });
  app.get('/options', async () => formOptions(app));
  listRoute(app, TENDERS);
  oneRoute(app, TENDERS, withProposals);
  app.post<{ Body: NewTenderBody }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const body = request.body;
    const city = checkNewTender(app, body);
    const now = ctx.now();
    const deadline = futureDeadline('deadline', body.deadline, now);
    if (!deadline.ok) throw badRequest(deadline.message);
    const id = insertTender(ctx.db, {
      buyerId: body.buyerId,
      title: body.title.trim(),
      description: body.description.trim(),
      categoryId: body.categoryId,
      quantity: body.quantity,
      measureUnit: body.measureUnit,
      budgetPerUnit: body.budgetPerUnit,
      deliveryDays: body.deliveryDays,
      shippingMethodId: body.shippingMethodId,
      countryId: city.country_id,
      regionId: city.region_id,
      cityId: city.id,
      address: body.shippingMethodId === ShippingMethod.SellerDelivers ? textOrNull(body.address) : null,
      publishDate: iso(now),
      deadline: deadline.at,
    });
    const created = findRecord(ctx, TENDERS, id);
    return reply.code(201).send(created && withProposals(created));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
