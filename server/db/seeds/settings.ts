import type {
  RequisiteDocumentName,
  RequisiteDocuments,
  SectionModels,
  WorkSchedules,
} from '../../../contract/index.js';
import { DAY_MS, iso } from '../../lib/time.js';
import { uploadUrl } from '../../lib/uploads.js';
import { applyDocuments } from '../../services/settingsDocuments.js';
import { SECTION_RULES } from '../../services/settingsSections.js';
import { applyStore } from '../../services/settingsStore.js';
import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import type { Db } from '../query.js';
import { seedFiles, type DemoFile } from './disputeFiles.js';
import type { SellerRef } from './refs.js';
import { insert } from './insert.js';

/**
 * Settings of the two demo sellers (docs/contract/settings.md "Seeds"): documents (one-page PDFs),
 * store description, logo, picture and schedule, and moderation history. The e2e seller
 * (seller@demo.ru) has nothing waiting; seller2 has a bank edit waiting and a rejected address edit.
 */

const pdf = (originalName: string, title: string): DemoFile => ({
  originalName,
  kind: 'pdf',
  lines: [title, 'Demo document of the marketplace seed'],
});

const DOCUMENT_FILES: Record<RequisiteDocumentName, DemoFile> = {
  CompanyRegistrationCertificate: pdf('Свидетельство о регистрации.pdf', 'SVIDETELSTVO O REGISTRACII'),
  RecordSheetUSRLE: pdf('Лист записи ЕГРЮЛ.pdf', 'LIST ZAPISI EGRUL'),
  DirectorAppointmentOrder: pdf('Приказ о назначении директора.pdf', 'PRIKAZ O NAZNACHENII DIREKTORA'),
  NATS: pdf('Уведомление о постановке на учёт.pdf', 'UVEDOMLENIE O POSTANOVKE NA UCHET'),
  Certificate: pdf('Сертификат соответствия.pdf', 'SERTIFIKAT SOOTVETSTVIYA'),
  License: pdf('Лицензия.pdf', 'LICENZIYA'),
};

const day = (from: string, to: string) => ({ isWorking: true, from, to });
const CLOSED = { isWorking: false, from: null, to: null };

const WEEKDAYS_9_18: WorkSchedules = {
  Monday: day('09:00', '18:00'),
  Tuesday: day('09:00', '18:00'),
  Wednesday: day('09:00', '18:00'),
  Thursday: day('09:00', '18:00'),
  Friday: day('09:00', '18:00'),
  Saturday: day('10:00', '16:00'),
  Sunday: CLOSED,
};

const TEXTILE_WEEK: WorkSchedules = {
  ...WEEKDAYS_9_18,
  Monday: day('08:00', '17:00'),
  Tuesday: day('08:00', '17:00'),
  Wednesday: day('08:00', '17:00'),
  Thursday: day('08:00', '17:00'),
  Friday: day('08:00', '16:00'),
  Saturday: CLOSED,
};

interface StorePlan {
  description: string;
  schedule: WorkSchedules;
  colours: { logo: readonly [number, number, number]; picture: readonly [number, number, number] };
  documents: readonly RequisiteDocumentName[];
}

const PLANS: Record<string, StorePlan> = {
  [DEMO_ACCOUNTS.seller]: {
    description:
      'Оптовые и розничные поставки хозяйственных товаров, инструмента и бытовой химии с собственного склада в Екатеринбурге.',
    schedule: WEEKDAYS_9_18,
    colours: { logo: [32, 84, 160], picture: [210, 225, 240] },
    documents: Object.keys(DOCUMENT_FILES) as RequisiteDocumentName[],
  },
  [DEMO_ACCOUNTS.seller2]: {
    description:
      'Домашний текстиль ивановских фабрик: постельное бельё, полотенца, пледы. Работаем с 2018 года.',
    schedule: TEXTILE_WEEK,
    colours: { logo: [176, 58, 92], picture: [245, 225, 232] },
    documents: ['CompanyRegistrationCertificate', 'RecordSheetUSRLE', 'NATS'],
  },
};

function seedStoreAndDocuments(db: Db, userId: number, plan: StorePlan, dataDir: string | undefined): void {
  const images = seedFiles(
    `store:${userId}`,
    [
      { originalName: 'logo.png', kind: 'png', colour: plan.colours.logo },
      { originalName: 'picture.png', kind: 'png', colour: plan.colours.picture },
    ],
    dataDir,
  );
  const store = SECTION_RULES.store.read(db, userId);
  if (!store) return;
  applyStore(db, userId, {
    ...store,
    storeDescription: plan.description,
    storeLogo: images[0] ? uploadUrl(images[0].fileName) : null,
    storePicture: images[1] ? uploadUrl(images[1].fileName) : null,
    workSchedules: plan.schedule,
  });
  const files = seedFiles(
    `documents:${userId}`,
    plan.documents.map((name) => DOCUMENT_FILES[name]),
    dataDir,
  );
  const documents = SECTION_RULES.documents.read(db, userId) as RequisiteDocuments;
  plan.documents.forEach((name, i) => {
    const file = files[i];
    if (file) documents[name] = { url: uploadUrl(file.fileName), fileName: file.originalName };
  });
  applyDocuments(db, userId, documents);
}

interface EditSeed<S extends keyof SectionModels> {
  userId: number;
  section: S;
  oldModel: SectionModels[S];
  newModel: SectionModels[S];
  status: 'pending' | 'approved' | 'rejected';
  reason?: string;
  daysAgo: number;
}

function insertEdit<S extends keyof SectionModels>(db: Db, now: number, edit: EditSeed<S>): void {
  const submitted = now - edit.daysAgo * DAY_MS;
  insert(db, 'settings_edits', {
    user_id: edit.userId,
    section: edit.section,
    old_model: JSON.stringify(edit.oldModel),
    new_model: JSON.stringify(edit.newModel),
    status: edit.status,
    reason: edit.reason ?? null,
    submitted_at: iso(submitted),
    decided_at: edit.status === 'pending' ? null : iso(submitted + DAY_MS / 2),
  });
}

function seedModeration(db: Db, now: number, demo: number, textile: number): void {
  const staff = SECTION_RULES.staff.read(db, demo);
  if (staff) {
    insertEdit(db, now, {
      userId: demo,
      section: 'staff',
      oldModel: {
        ...staff,
        accountantFullname: 'Голубева Марина Андреевна',
        accountantEmail: 'golubeva@uralprom.demo.ru',
      },
      newModel: staff,
      status: 'approved',
      daysAgo: 40,
    });
  }
  const address = SECTION_RULES.address.read(db, textile);
  if (address) {
    insertEdit(db, now, {
      userId: textile,
      section: 'address',
      oldModel: address,
      newModel: {
        ...address,
        addressModels: address.addressModels.map((a) => ({ ...a, street: 'ул. Лежневская', house: '120' })),
      },
      status: 'rejected',
      reason: 'Адрес не совпадает с выпиской из ЕГРИП. Приложите документ, подтверждающий смену адреса.',
      daysAgo: 12,
    });
  }
  const bank = SECTION_RULES.baseBank.read(db, textile);
  if (bank) {
    insertEdit(db, now, {
      userId: textile,
      section: 'baseBank',
      oldModel: bank,
      newModel: {
        userId: textile,
        baseBankName: 'ПАО Сбербанк',
        baseBankAddress: 'г. Москва, ул. Вавилова, д. 19',
        baseCorrespondentAccount: '30101810400000000225',
        baseExpenseAccount: '40802810438000054321',
        baseBankBIK: '044525225',
        baseBankSwift: 'SABRRUMM',
      },
      status: 'pending',
      daysAgo: 1,
    });
  }
}

export function seedSettings(
  db: Db,
  now: number,
  sellers: readonly { email: string; ref: SellerRef }[],
  dataDir: string | undefined,
): void {
  const userOf = (email: string) => sellers.find((s) => s.email === email)?.ref.userId;
  for (const { email, ref } of sellers) {
    const plan = PLANS[email];
    if (plan) seedStoreAndDocuments(db, ref.userId, plan, dataDir);
  }
  const demo = userOf(DEMO_ACCOUNTS.seller);
  const textile = userOf(DEMO_ACCOUNTS.seller2);
  if (demo !== undefined && textile !== undefined) seedModeration(db, now, demo, textile);
}
