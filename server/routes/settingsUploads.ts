import type { FastifyInstance } from 'fastify';
import type { RequisiteDocuments, StoreModel, StoredFile as WireFile } from '../../contract/index.js';
import { notYours, sellerOf } from '../lib/auth.js';
import { ApiStatus, fail, type Envelope } from '../lib/envelope.js';
import { readMultipart, type Checked } from '../lib/multipart.js';
import {
  DOCUMENT_KINDS,
  FormFields,
  IMAGE_KINDS,
  uploadUrl,
  withStoredFiles,
  type MultipartForm,
  type StoredFile,
} from '../lib/uploads.js';
import { documentsOf } from '../services/settingsDocuments.js';
import { checkNotWaiting, submitEdit } from '../services/settingsModeration.js';
import {
  DOCUMENT_NAMES,
  FieldText,
  STORE_DESCRIPTION_MAX,
  STORE_NAME_MAX,
} from '../services/settingsRules.js';
import { parseWorkSchedules, storeModelOf } from '../services/settingsStore.js';

/**
 * The multipart settings calls (docs/contract/settings.md "Documents", "UpdateStore"), registered
 * in the scope that has @fastify/multipart. A file part replaces a document or image, a text part
 * with the current URL keeps it, an empty text part removes it. The caller and a waiting edit are
 * checked before any file is read; the files of a refused edit are removed.
 */

const invalid = (message: string): Envelope<never> => fail(ApiStatus.invalid, message);
const refused = (reply: Envelope<never>): Checked<never> => ({ ok: false, reply });

/** What a text part says about a kept file: absent or the current URL keeps, '' removes. */
type TextChoice = 'keep' | 'remove' | 'foreign';
function textChoice(form: MultipartForm, part: string, currentUrl: string | null): TextChoice {
  const key = part.toLowerCase();
  if (!form.fields.has(key)) return 'keep';
  const value = form.fields.get(key);
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || text === 'null') return 'remove';
  return text === currentUrl ? 'keep' : 'foreign';
}

const wireFile = (file: StoredFile): WireFile => ({
  url: uploadUrl(file.fileName),
  fileName: file.originalName ?? file.fileName,
});

/** The one new file of a part, or a refusal when several were sent. */
function fileOf(files: readonly StoredFile[], part: string): StoredFile | null | 'many' {
  const sent = files.filter((f) => f.field === part.toLowerCase());
  if (sent.length > 1) return 'many';
  return sent[0] ?? null;
}

function checkCaller(form: MultipartForm, part: string, userId: number): Envelope<never> | null {
  const fields = new FormFields(form);
  const sent = fields.int(part, { required: true });
  if (fields.error !== null) return invalid(fields.error);
  return sent === userId ? null : notYours('userId');
}

export async function settingsUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const keepIfRefused = (reply: Envelope<unknown>, stored: readonly string[]) =>
    reply.status === ApiStatus.ok ? [] : stored;

  app.post(
    '/SellerSettings/InsertRequisiteDocsTransaction',
    { preHandler: app.requireSeller },
    async (request) => {
      const { userId } = sellerOf(request);
      const current = documentsOf(ctx.db, userId);
      const parsed = await readMultipart(request, ctx.dataDir, {
        files: Object.fromEntries(DOCUMENT_NAMES.map((n) => [`newmodel.${n.toLowerCase()}`, DOCUMENT_KINDS])),
        check: (form): Checked<true> => {
          const caller = checkCaller(form, 'NewModel.UserId', userId);
          if (caller) return refused(caller);
          const waiting = checkNotWaiting(ctx.db, userId, 'documents');
          if (waiting) return refused(waiting);
          const foreign = DOCUMENT_NAMES.find(
            (n) => textChoice(form, `NewModel.${n}`, current[n]?.url ?? null) === 'foreign',
          );
          if (foreign) return refused(invalid(`Field 'NewModel.${foreign}': ${FieldText.invalid}`));
          return { ok: true, value: true };
        },
      });
      if (!parsed.ok) return parsed.reply;
      const { form } = parsed;
      return withStoredFiles(
        ctx.dataDir,
        form.files,
        (files): Envelope<unknown> => {
          const documents: RequisiteDocuments = { ...current };
          for (const name of DOCUMENT_NAMES) {
            const part = `NewModel.${name}`;
            const file = fileOf(files, part);
            if (file === 'many') return invalid(`Field '${part}': one file only`);
            if (file) documents[name] = wireFile(file);
            else if (textChoice(form, part, current[name]?.url ?? null) === 'remove') documents[name] = null;
          }
          return submitEdit(ctx.db, ctx.now(), userId, 'documents', documents);
        },
        keepIfRefused,
      );
    },
  );

  app.post('/SellerSettings/UpdateStore', { preHandler: app.requireSeller }, async (request) => {
    const { userId } = sellerOf(request);
    const current = storeModelOf(ctx.db, userId);
    if (!current) return invalid('Магазин не найден');
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { storelogo: IMAGE_KINDS, storepicture: IMAGE_KINDS },
      jsonParts: ['workschedules'],
      check: (form): Checked<Omit<StoreModel, 'storeLogo' | 'storePicture'>> => {
        const caller = checkCaller(form, 'UserId', userId);
        if (caller) return refused(caller);
        const waiting = checkNotWaiting(ctx.db, userId, 'store');
        if (waiting) return refused(waiting);
        const fields = new FormFields(form);
        const storeName = fields.text('StoreName', STORE_NAME_MAX, { required: true });
        const storeDescription = fields.text('StoreDescription', STORE_DESCRIPTION_MAX) ?? '';
        if (fields.error !== null || storeName === null) return refused(invalid(fields.error ?? ''));
        let schedules = form.fields.get('workschedules');
        if (typeof schedules === 'string') {
          try {
            schedules = JSON.parse(schedules) as unknown;
          } catch {
            return refused(invalid(`Field 'WorkSchedules': ${FieldText.invalid}`));
          }
        }
        const week = parseWorkSchedules(schedules);
        if (!week.ok) return refused(invalid(`Field 'WorkSchedules': ${FieldText.schedule(week.day)}`));
        for (const part of ['StoreLogo', 'StorePicture'] as const) {
          const url = part === 'StoreLogo' ? current.storeLogo : current.storePicture;
          if (textChoice(form, part, url) === 'foreign') {
            return refused(invalid(`Field '${part}': ${FieldText.invalid}`));
          }
        }
        return { ok: true, value: { storeName, storeDescription, workSchedules: week.value } };
      },
    });
    if (!parsed.ok) return parsed.reply;
    const { form, value } = parsed;
    return withStoredFiles(
      ctx.dataDir,
      form.files,
      (files): Envelope<unknown> => {
        const image = (part: 'StoreLogo' | 'StorePicture', url: string | null): string | null | 'many' => {
          const file = fileOf(files, part);
          if (file === 'many') return 'many';
          if (file) return uploadUrl(file.fileName);
          return textChoice(form, part, url) === 'remove' ? null : url;
        };
        const storeLogo = image('StoreLogo', current.storeLogo);
        const storePicture = image('StorePicture', current.storePicture);
        if (storeLogo === 'many' || storePicture === 'many') return invalid('One image per part only');
        return submitEdit(ctx.db, ctx.now(), userId, 'store', { ...value, storeLogo, storePicture });
      },
      keepIfRefused,
    );
  });
}
