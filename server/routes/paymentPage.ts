import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../lib/html.js';
import { formatKopecks } from '../services/invoicesText.js';
import {
  decidePayment,
  findPayment,
  PaymentRefused,
  paymentReturnPath,
  paymentSubject,
  type PaymentRow,
} from '../services/payments.js';
import { PAYMENT_ID_PATTERN, PAYMENT_NOT_FOUND, type PaymentOutcome } from '../services/paymentsRules.js';
import { toKopecks } from '../../rules/index.js';

/**
 * The payment stand-in (docs/contract/marketing.md "Stand-in page"): the page a payment provider
 * would show. Server-rendered Russian HTML without script; every text from the database is
 * escaped. Paying or cancelling answers 303 to the back-office route of the payment's kind.
 */

const PAYMENT_ID = new RegExp(PAYMENT_ID_PATTERN);

const TEXTS = {
  title: 'Оплата',
  note: 'Тестовая страница оплаты: деньги не списываются.',
  amount: 'Сумма',
  pay: 'Оплатить',
  cancel: 'Отменить',
  notFound: PAYMENT_NOT_FOUND,
  paid: 'Платёж уже оплачен',
  cancelled: 'Платёж отменён',
  back: 'Вернуться в кабинет продавца',
} as const;

const rubles = (amount: number): string => `${formatKopecks(toKopecks(amount))} руб.`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
${body}
</body>
</html>
`;
}

const link = (href: string, text: string): string =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

function pendingPage(subject: string, payment: PaymentRow): string {
  const id = encodeURIComponent(payment.payment_id);
  const form = (action: string, label: string) =>
    `<form method="post" action="/pay/${id}/${action}" style="display: inline-block; margin-right: 1rem"><button type="submit">${escapeHtml(label)}</button></form>`;
  return page(
    TEXTS.title,
    `<h1>${escapeHtml(TEXTS.title)}</h1>
<p>${escapeHtml(subject)}</p>
<p>${escapeHtml(TEXTS.amount)}: <strong>${escapeHtml(rubles(payment.amount))}</strong></p>
${form('confirm', TEXTS.pay)}${form('cancel', TEXTS.cancel)}
<p><small>${escapeHtml(TEXTS.note)}</small></p>`,
  );
}

function finishedPage(payment: PaymentRow): string {
  const title = payment.status === 'paid' ? TEXTS.paid : TEXTS.cancelled;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>\n${link(paymentReturnPath(payment.kind, payment.payment_id), TEXTS.back)}`,
  );
}

const NOT_FOUND_PAGE = page(
  TEXTS.notFound,
  `<h1>${escapeHtml(TEXTS.notFound)}</h1>\n${link('/seller/', TEXTS.back)}`,
);

const html = (reply: FastifyReply, code: number, body: string): FastifyReply =>
  reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

export async function paymentPageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // The page's forms post an empty urlencoded body: accepted (and ignored) in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  const paymentOf = (paymentId: string): PaymentRow | undefined =>
    PAYMENT_ID.test(paymentId) ? findPayment(ctx.db, paymentId) : undefined;

  app.get<{ Params: { paymentId: string } }>('/pay/:paymentId', async (request, reply) => {
    const payment = paymentOf(request.params.paymentId);
    if (!payment) return html(reply, 404, NOT_FOUND_PAGE);
    if (payment.status !== 'pending') return html(reply, 200, finishedPage(payment));
    return html(reply, 200, pendingPage(paymentSubject(ctx.db, payment), payment));
  });

  const decide = (outcome: PaymentOutcome) =>
    async function (request: { params: { paymentId: string } }, reply: FastifyReply): Promise<FastifyReply> {
      const payment = paymentOf(request.params.paymentId);
      if (!payment) return html(reply, 404, NOT_FOUND_PAGE);
      if (payment.status === 'pending') {
        try {
          decidePayment(ctx.db, payment.payment_id, outcome, new Date(ctx.now()));
        } catch (error) {
          // Decided meanwhile (another tab): the return route shows the outcome.
          if (!(error instanceof PaymentRefused)) throw error;
        }
      }
      return reply
        .header('cache-control', 'no-store')
        .redirect(paymentReturnPath(payment.kind, payment.payment_id), 303);
    };

  app.post<{ Params: { paymentId: string } }>('/pay/:paymentId/confirm', decide('paid'));
  app.post<{ Params: { paymentId: string } }>('/pay/:paymentId/cancel', decide('cancelled'));
}
