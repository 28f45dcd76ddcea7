import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type {
  CreatedOrderReply,
  Tender,
  TenderListReply,
  TenderProposal,
  TenderProposalListReply,
} from '../../contract/index.js';
import type { Envelope } from '../../server/lib/envelope.js';
import { call } from './helpers.js';
import { count, postMultipart, type OrdersServer, type Part } from './ordersHelpers.js';

/** Shared by the tender tests (docs/contract/requests-tenders.md, "Tenders"). */

export const HOUR = 3_600_000;

/** Titles of seeded tenders (server/db/seeds/tenderPlans.ts) the tests rely on, by what they show. */
export const SEEDED = {
  /** Open, deadline in 6 h, published 30 min ago, no proposal, files, seller delivers. */
  plaster: 'Штукатурка гипсовая для отделки офисного центра',
  /** Open, published 18 min ago, no proposal. */
  foam: 'Монтажная пена профессиональная, 600 баллонов',
  /** Open, published 10 min ago, deadline in 4 h, no proposal. */
  bags: 'Мешки для строительного мусора',
  /** Open, the buyer collects, deadline in 20 h; the demo seller's proposal 1. */
  enamel: 'Эмаль ПФ-115 для покраски ограждений',
  /** Open, deadline in 12 h; the demo seller's proposal 1. */
  ladders: 'Стремянки алюминиевые для торгового склада',
  /** Open, the buyer collects; the demo seller's proposal withdrawn (4). */
  shovels: 'Лопаты штыковые для благоустройства территории',
  /** Open, deadline in 6 days; proposals 1 of both demo sellers. */
  protection: 'Средства защиты для строительной бригады',
  /** Open; the second seller's proposal 1. */
  linen: 'Комплекты постельного белья для гостиницы',
  /** 2; the demo seller's proposal 1. */
  drills: 'Дрели ударные для ремонтной службы',
  /** 2; the second seller's proposal 1 only. */
  blankets: 'Одеяла и подушки для общежития',
  /** 2; the demo seller's proposal 1 only. */
  pallets: 'Поддоны для складского комплекса',
  /** 2 after the winner withdrew: the second seller's 4, the demo seller's 1. */
  welding: 'Средства индивидуальной защиты для сварочного цеха',
  /** 3; the demo seller won (2), awaiting its order. */
  rakes: 'Грабли веерные для коммунальной службы',
  /** 3; the second seller won (2). */
  aprons: 'Фартуки для производственного цеха',
  /** 4; the second seller's order (5), the demo seller's 3. */
  painters: 'Защитные фартуки и респираторы для малярного участка',
  /** 4; the demo seller's order (5). */
  winterFoam: 'Пена монтажная зимняя для объекта',
  /** 5; the demo seller's 3. */
  screwdrivers: 'Отвёртки диэлектрические для электромонтажников',
  /** 5 without proposals. */
  hammers: 'Молотки слесарные для учебных мастерских',
  /** 6; the demo seller withdrew (4) before the deadline. */
  putty: 'Шпаклёвка финишная для ремонта школы',
  /** 6 without proposals. */
  tileGlue: 'Клей плиточный для облицовки бассейна',
  /** 6: the demo seller won, then withdrew. */
  paintRespirators: 'Респираторы для лакокрасочного участка',
} as const;

export const MESSAGES = {
  tenderNotFound: 'Тендер не найден',
  proposalNotFound: 'Предложение не найдено',
  tenderNotAllowed: 'Действие недоступно для текущего статуса тендера',
  proposalNotAllowed: 'Действие недоступно для текущего статуса предложения',
  alreadyProposed: 'Вы уже отправили предложение в этот тендер',
  storeNotFound: 'Магазин не найден',
  productNotFound: 'Товар не найден',
  foreignSeller: 'Access denied: sellerId does not belong to the caller',
} as const;

export const tenderId = (server: OrdersServer, title: string): number =>
  count(server, 'SELECT id FROM tenders WHERE title = ?', title);

export const tenderStatus = (server: OrdersServer, id: number): number =>
  count(server, 'SELECT status_id FROM tenders WHERE id = ?', id);

export interface StoredProposal {
  id: number;
  tender_id: number;
  seller_id: number;
  product_id: number;
  status_id: number;
  quantity: number;
  price_per_unit: number;
  delivery_amount: number;
  is_deleted: number;
  order_id: number | null;
  decline_purpose: string | null;
}

/** The seller's proposal in the tender as stored (deleted ones too), or undefined. */
export const storedProposal = (server: OrdersServer, tender: number, sellerId: number) =>
  server.db
    .prepare('SELECT * FROM tender_proposals WHERE tender_id = ? AND seller_id = ? ORDER BY id DESC')
    .get(tender, sellerId) as StoredProposal | undefined;

export const proposalStatus = (server: OrdersServer, id: number): number =>
  count(server, 'SELECT status_id FROM tender_proposals WHERE id = ?', id);

/** The tender's status history, oldest first. */
export const tenderHistory = (server: OrdersServer, id: number) =>
  server.db
    .prepare(
      'SELECT status_id AS statusId, created_at AS date FROM tender_history WHERE tender_id = ? ORDER BY created_at, id',
    )
    .all(id) as { statusId: number; date: string }[];

const post = async <T>(server: OrdersServer, pathAndQuery: string, token: string, body?: unknown) =>
  (await call<T>(server.app, 'POST', `/Tender/${pathAndQuery}`, { token, body })).body;

export const listTenders = (server: OrdersServer, token: string, body: Record<string, unknown>) =>
  post<TenderListReply>(server, 'GetAllTenders', token, body);

/** This server sends the contract's optional additions too, so the detail replies are read `Required`. */
export const getTender = (server: OrdersServer, token: string, id: number) =>
  post<Required<Tender>>(server, `GetTenderById?tenderId=${id}`, token);

export const listProposals = (server: OrdersServer, token: string, body: Record<string, unknown>) =>
  post<TenderProposalListReply>(server, 'GetTenderProposalsByFilter', token, body);

export const getProposal = (server: OrdersServer, token: string, id: number) =>
  post<Required<TenderProposal>>(server, `GetTenderProposalById?id=${id}`, token);

export const createProposal = (server: OrdersServer, token: string, body: Record<string, unknown>) =>
  post<{ id: number }>(server, 'CreateTenderProposal', token, body);

export const declineProposal = (
  server: OrdersServer,
  token: string,
  tender: number,
  declinePurpose: string,
) => post<boolean>(server, 'DeclineTenderProposal', token, { tenderId: tender, declinePurpose });

export const deleteProposal = (server: OrdersServer, token: string, id: number) =>
  post<boolean>(server, `DeleteTenderProposal?id=${id}`, token);

export const createOrder = (server: OrdersServer, token: string, parts: readonly Part[]) =>
  postMultipart<CreatedOrderReply>(server.app, '/Tender/CreateAnOrder', token, parts);

/** The seller's first offerable product (active wholesale), by name as GetProductsForTenderProposal orders them. */
export const offerableProduct = (server: OrdersServer, storeId: number): number =>
  count(
    server,
    `SELECT id FROM products WHERE store_id = ? AND product_type_id = 2 AND list_status = 1
     ORDER BY name_key, id LIMIT 1`,
    storeId,
  );

export const storeOf = (server: OrdersServer, sellerId: number): number =>
  count(server, 'SELECT id FROM stores WHERE seller_id = ?', sellerId);

/** A valid proposal body for the tender (price within the budget, no delivery charge). */
export const proposalBody = (tender: number, productId: number, extra: Record<string, unknown> = {}) => ({
  tenderId: tender,
  productId,
  pricePerUnit: 99.5,
  quantity: 10,
  deliveryDays: 7,
  deliveryAmount: 0,
  comment: null,
  ...extra,
});

/** Files written under `<dataDir>/uploads` (none when the directory was never made). */
export const storedFiles = (server: OrdersServer): string[] => {
  const dir = path.join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

export type { Envelope };
