import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './helpers.js';
import {
  multipart,
  NOT_FOUND,
  PNG,
  postMultipart,
  sellerSession,
  withOrdersServer,
  type OrdersServer,
  type Part,
  type SellerSession,
} from './ordersHelpers.js';

let server: OrdersServer;
let seller: SellerSession;
withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

/** The demo seller's wholesale order 10 (ready to ship, motor transport) and retail order 1. */
const WHOLESALE_READY_TO_SHIP = 10;
const RETAIL_NOT_SENT = 1;
const MB = 1024 * 1024;

const inTransitFields = (orderId: number): Part[] => [
  { name: 'OrderId', value: String(orderId) },
  { name: 'ShippingMethodId', value: '1' },
  { name: 'DeliveryMethodId', value: '1' },
  { name: 'TransportMark', value: 'ГАЗель NEXT' },
  { name: 'TransportNumber', value: 'А123ВС 96' },
  { name: 'DriverFulname', value: 'Сорокин Павел Андреевич' },
  { name: 'DriverPhone', value: '+7 (912) 555-01-02' },
  { name: 'PickUpDate', value: '2026-03-19' },
];

const stored = (): string[] => {
  const dir = path.join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/**
 * A request whose body is the given text parts, then the start of a PNG file that never ends:
 * only a server that decides before reading the file can answer it.
 */
function endlessUpload(url: string, token: string, fields: Part[], fileField: string) {
  const { payload, headers } = multipart(fields);
  const boundary = /boundary=(.+)$/.exec(headers['content-type'] ?? '')?.[1] ?? '';
  const head = payload.subarray(0, payload.length - `--${boundary}--\r\n`.length);
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="scan.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  let sent = 0;
  const body = new Readable({
    read() {
      if (sent === 0) this.push(Buffer.concat([head, fileHead, PNG]));
      else if (sent < 4) this.push(Buffer.alloc(MB));
      // then nothing more: the file never ends
      sent += 1;
    },
  });
  const reply = server.app.inject({
    method: 'POST',
    url: `/seller/api${url}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload: body,
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the server waited for the file before answering')), 5000),
  );
  return {
    reply: Promise.race([reply, timeout]).then((r) => r.json<{ status: number; errorMessage?: string }>()),
    body,
  };
}

describe('uploads are checked before they are read', () => {
  it("answers another seller's wholesale order without reading the files", async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const upload = endlessUpload(
      '/Order/OrderInTransit',
      other.token,
      inTransitFields(WHOLESALE_READY_TO_SHIP),
      'ProcurationFiles',
    );
    try {
      expect(await upload.reply).toEqual({ status: -1, errorMessage: NOT_FOUND });
    } finally {
      upload.body.destroy();
    }
    expect(stored()).toEqual([]);
  });

  it("answers another seller's retail order without reading the files", async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const json = JSON.stringify({
      orderId: RETAIL_NOT_SENT,
      pickupDate: '2026-03-19',
      driverPhone: '+7 (912) 555-01-02',
      shippingMethodId: 1,
      deliveryMethodId: 1,
    });
    const upload = endlessUpload(
      '/RetailOrder/AddInfoForShipping',
      other.token,
      [{ name: 'json', value: json }],
      'File',
    );
    try {
      expect(await upload.reply).toEqual({ status: -1, errorMessage: NOT_FOUND });
    } finally {
      upload.body.destroy();
    }
  });

  it('answers an invalid form of the own order without reading the files', async () => {
    const fields = inTransitFields(WHOLESALE_READY_TO_SHIP).filter((p) => p.name !== 'DriverPhone');
    const upload = endlessUpload('/Order/OrderInTransit', seller.token, fields, 'ProcurationFiles');
    try {
      expect(await upload.reply).toEqual({
        status: -1,
        errorMessage: "Field 'DriverPhone' is required for delivery method 1",
      });
    } finally {
      upload.body.destroy();
    }
  });

  it('caps the files of one request at 50 MB together and stores none of them', async () => {
    const nineMb = Buffer.concat([PNG, Buffer.alloc(9 * MB)]);
    const files: Part[] = Array.from({ length: 6 }, (_, i) => ({
      name: 'ProcurationFiles',
      filename: `scan${i}.png`,
      contentType: 'image/png',
      data: nineMb,
    }));
    const reply = await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitFields(WHOLESALE_READY_TO_SHIP),
      ...files,
    ]);
    expect(reply).toEqual({ status: -1, errorMessage: 'The files must be at most 50 MB together' });
    expect(stored()).toEqual([]);
    const five = await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitFields(WHOLESALE_READY_TO_SHIP),
      ...files.slice(0, 5),
    ]);
    expect(five).toEqual({ status: 1, data: true });
    expect(stored()).toHaveLength(5);
  });
});

describe('malformed multipart bodies', () => {
  const send = async (contentType: string, payload: string | Buffer) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/seller/api/Order/OrderInTransit',
      headers: { 'content-type': contentType, authorization: `Bearer ${seller.token}` },
      payload,
    });
    return {
      statusCode: response.statusCode,
      body: response.json<{ status: number; errorMessage?: string }>(),
    };
  };
  const B = 'xYzBoundary';
  const field = `--${B}\r\nContent-Disposition: form-data; name="OrderId"\r\n\r\n10\r\n`;
  const fileCutOff = (() => {
    const { payload, headers } = multipart(inTransitFields(WHOLESALE_READY_TO_SHIP));
    const boundary = /boundary=(.+)$/.exec(headers['content-type'] ?? '')?.[1] ?? '';
    const fields = payload.subarray(0, payload.length - `--${boundary}--\r\n`.length);
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="ProcurationFiles"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    return [headers['content-type'] ?? '', Buffer.concat([fields, Buffer.from(file), PNG])] as const;
  })();
  const cases: [string, string, string | Buffer][] = [
    [
      'a body cut off inside a part header',
      `multipart/form-data; boundary=${B}`,
      `${field}--${B}\r\nContent-Disp`,
    ],
    ['no closing boundary', `multipart/form-data; boundary=${B}`, field],
    ['a file cut off', fileCutOff[0], fileCutOff[1]],
    ['no boundary in the content type', 'multipart/form-data', field],
    ['a different boundary', `multipart/form-data; boundary=${B}`, `--other\r\n\r\nx\r\n--other--\r\n`],
  ];

  it.each(cases)(
    'answers %s with -1 and a clear message, never "Internal error"',
    async (_case, type, body) => {
      const reply = await send(type, body);
      expect(reply.statusCode).toBe(200);
      expect(reply.body.status).toBe(-1);
      expect(reply.body.errorMessage).toMatch(/^The multipart\/form-data body is malformed: \w/);
      expect(reply.body.errorMessage).not.toMatch(/\n\s+at /);
    },
  );
});
