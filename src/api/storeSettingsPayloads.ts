import { SCHEDULE_WEEK_DAYS } from '../../rules';
import type { StoreModel, WeekDay, WorkSchedules } from '../../contract';
import { sameModel } from './settingsPayloads';

/**
 * Pure translation between the store form (/settings/store) and `UpdateStore` (multipart,
 * docs/contract/settings.md "Store"): the week's schedule and the images.
 */

const text = (value: string | null | undefined): string => (value ?? '').trim();

export const WEEK_DAYS: readonly WeekDay[] = SCHEDULE_WEEK_DAYS;

/** Hours a day gets when the seller opens it. */
export const DEFAULT_OPENING = { from: '09:00', to: '18:00' } as const;

export interface DayValues {
  isWorking: boolean;
  from: string;
  to: string;
}

export interface StoreFormValues {
  storeName: string;
  storeDescription: string;
  schedule: Record<WeekDay, DayValues>;
}

export function scheduleValuesOf(
  schedules: Partial<WorkSchedules> | null | undefined,
): Record<WeekDay, DayValues> {
  const out = {} as Record<WeekDay, DayValues>;
  for (const day of WEEK_DAYS) {
    const stored = schedules?.[day];
    out[day] = {
      isWorking: stored?.isWorking === true,
      from: stored?.from ?? '',
      to: stored?.to ?? '',
    };
  }
  return out;
}

export function workSchedulesFrom(schedule: Record<WeekDay, DayValues>): WorkSchedules {
  const out = {} as WorkSchedules;
  for (const day of WEEK_DAYS) {
    const values = schedule[day];
    out[day] = values.isWorking
      ? { isWorking: true, from: values.from.trim(), to: values.to.trim() }
      : { isWorking: false, from: null, to: null };
  }
  return out;
}

/** 'Копировать на все дни': every day gets the hours (and the open/closed state) of `source`. */
export function copyDayToAll(
  schedule: Record<WeekDay, DayValues>,
  source: WeekDay,
): Record<WeekDay, DayValues> {
  const out = {} as Record<WeekDay, DayValues>;
  for (const day of WEEK_DAYS) out[day] = { ...schedule[source] };
  return out;
}

/** The seller's choice of images: a new file, or `null` to remove the current one (absent keeps it). */
export interface ChosenStoreImages {
  storeLogo?: File | null;
  storePicture?: File | null;
}

const STORE_IMAGES = [
  ['storeLogo', 'StoreLogo'],
  ['storePicture', 'StorePicture'],
] as const;

/** Whether the choice changes an image: a new file, or removing one that exists. */
const imageChanged = (choice: File | null | undefined, current: string | null): boolean =>
  choice instanceof File || (choice === null && current !== null);

/**
 * The multipart form of `UpdateStore`, or null when nothing changed. Images: a chosen file is
 * sent as a file part, a removed one as an empty text part, a kept one as its current URL.
 */
export function buildStoreForm(
  values: StoreFormValues,
  current: StoreModel,
  images: ChosenStoreImages,
  userId: number,
): FormData | null {
  const texts = {
    storeName: text(values.storeName),
    storeDescription: text(values.storeDescription),
    workSchedules: workSchedulesFrom(values.schedule),
  };
  const unchanged =
    sameModel(texts, {
      storeName: current.storeName,
      storeDescription: current.storeDescription,
      workSchedules: current.workSchedules,
    }) && STORE_IMAGES.every(([key]) => !imageChanged(images[key], current[key]));
  if (unchanged) return null;
  const form = new FormData();
  form.append('UserId', String(userId));
  form.append('StoreName', texts.storeName);
  form.append('StoreDescription', texts.storeDescription);
  form.append('WorkSchedules', JSON.stringify(texts.workSchedules));
  for (const [key, part] of STORE_IMAGES) {
    const choice = images[key];
    if (choice instanceof File) form.append(part, choice, choice.name);
    else form.append(part, choice === null ? '' : (current[key] ?? ''));
  }
  return form;
}
