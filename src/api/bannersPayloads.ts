import type { AdvertStatus, BannerListBody } from '../../contract';
import { advertStatuses } from '../domain/advertStatuses';
import { filterDay, pagination } from './list';
import { positiveIdOrNull, textOrNull, type FilterScalar } from './ordersPayloads';

/**
 * Pure builders of the banner calls' payloads (docs/contract/marketing.md "Banners"): the list
 * body of GetBanners and the multipart form of CreateBanner.
 */

/** The marketing lists' page size (docs/contract/marketing.md "Common rules": the client sends 10). */
export const BANNERS_PAGE_SIZE = 10;

export interface BannerListInput {
  /** The caller's user id (GetBanners names the owner by user, not by seller). */
  userId: number;
  status?: FilterScalar;
  dateFrom?: FilterScalar;
  dateTo?: FilterScalar;
  page?: number;
  pageSize?: number;
}

/** An advert status from a filter value; anything but 1..5 is "all statuses". */
export function advertStatusOrNull(value: FilterScalar): AdvertStatus | null {
  const id = positiveIdOrNull(value);
  return advertStatuses.has(id) ? id : null;
}

export const buildBannerListBody = (input: BannerListInput): BannerListBody => ({
  userId: input.userId,
  status: advertStatusOrNull(input.status),
  dateFrom: filterDay(input.dateFrom),
  dateTo: filterDay(input.dateTo),
  pagination: pagination(input.page, input.pageSize, BANNERS_PAGE_SIZE),
});

/** The parts of `Marketing/CreateBanner`, in the order sent. */
export const CREATE_BANNER_FIELDS = ['BannerPositionId', 'DateFrom', 'DateTo', 'Link', 'BannerFile'] as const;

export interface CreateBannerInput {
  positionId: number;
  /** `yyyy-MM-dd` Moscow days, both included. */
  dateFrom: string;
  dateTo: string;
  /** Optional: blank is left out of the form. */
  link?: string | null;
  file: File;
}

/** The CreateBanner form: text parts and the one file; a blank link is not sent. */
export function buildCreateBannerFormData(input: CreateBannerInput): FormData {
  const form = new FormData();
  form.append('BannerPositionId', String(input.positionId));
  form.append('DateFrom', input.dateFrom);
  form.append('DateTo', input.dateTo);
  const link = textOrNull(input.link);
  if (link) form.append('Link', link);
  form.append('BannerFile', input.file, input.file.name);
  return form;
}
