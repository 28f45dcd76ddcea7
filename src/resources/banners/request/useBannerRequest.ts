import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { BANNER_REFUSED } from '../../../api/banners';
import { isApiError } from '../../../api/errors';
import { useDraftForm } from '../../../components/drafts';
import { BANNERS_RESOURCE, type BannersDataProvider } from '../handler';
import { followPaymentUrl } from '../../../domain/paymentRedirect';
import {
  clickDay,
  daysBetween,
  MAX_BANNER_DAYS,
  rangeTotal,
  type DayRange,
  type RangeRefusal,
} from './calendar';
import {
  fileProblem,
  linkProblem,
  readImageSize,
  sizeProblem,
  type PixelSize,
  type RuleProblem,
} from './rules';

const R = 'banners.request.';
const DRAFT_KEY = 'banners:request';

/** What the seller picks or types; the image is not kept (a file cannot be stored). */
interface BannerChoices {
  positionId: number | null;
  range: DayRange | null;
  link: string;
}

const NO_CHOICES: BannerChoices = { positionId: null, range: null, link: '' };

/** Which checks the seller has been shown: none before the first submit, except the file's own. */
type Field = 'position' | 'period' | 'image' | 'link';

/**
 * The state of the banner request: the position and its 90 days, the picked period, the image
 * (type, weight and pixel size checked in the browser), the link; submit sends CreateBanner and
 * follows the payment URL. A -1 refusal stays on the form with everything as entered, and the
 * calendar is read again (the days may have been booked meanwhile).
 */
export function useBannerRequest() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BannersDataProvider>();
  // A draft: the choices survive the reload after a session refresh (the image must be picked again).
  const form = useDraftForm<BannerChoices>({ draftKey: DRAFT_KEY, defaultValues: NO_CHOICES });
  const [positionId, range, link] = useWatch({
    control: form.control,
    name: ['positionId', 'range', 'link'],
  });
  const setRange = (next: DayRange | null) => form.setValue('range', next);
  const setLink = (next: string) => form.setValue('link', next);
  const [refusal, setRefusal] = useState<RangeRefusal | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [imageSize, setImageSize] = useState<PixelSize | null>(null);
  const [fileError, setFileError] = useState<RuleProblem | null>(null);
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const positions = useQuery({
    queryKey: [BANNERS_RESOURCE, 'positions'],
    queryFn: () => dataProvider.positions(BANNERS_RESOURCE),
    retry: false,
  });
  const prices = useQuery({
    queryKey: [BANNERS_RESOURCE, 'prices', positionId],
    queryFn: () => dataProvider.prices(BANNERS_RESOURCE, { positionId: positionId ?? 0 }),
    enabled: positionId !== null,
    retry: false,
  });
  const position = positions.data?.find((p) => p.id === positionId) ?? null;
  const days = prices.data ?? [];

  const text = (problem: RuleProblem | null): string | null =>
    problem ? translate(problem.key, problem.values) : null;

  const problems: Record<Field, string | null> = {
    position: position ? null : translate(`${R}noPosition`),
    period: range?.end ? null : translate(`${R}noPeriod`),
    image: !file
      ? translate(`${R}noImage`)
      : (text(fileError) ?? (imageSize && position ? text(sizeProblem(imageSize, position)) : null)),
    link: text(linkProblem(link)),
  };
  const errorOf = (field: Field): string | null =>
    shown.has(field) || (field === 'image' && file) || (field === 'link' && link.trim() !== '')
      ? problems[field]
      : null;

  const choosePosition = (id: number) => {
    form.setValue('positionId', id);
    setRange(null);
    setRefusal(null);
  };

  const pickDay = (date: string) => {
    const step = clickDay(days, range, date);
    setRange(step.range);
    setRefusal(step.refusal);
  };

  /**
   * A period typed in by hand, when the server sent no calendar days (a reply without our
   * `date`): the same 31-day rule; booked days are left to the server's refusal.
   */
  const typePeriod = (start: string, end: string) => {
    const tooLong = start !== '' && end >= start && daysBetween(start, end) > MAX_BANNER_DAYS;
    setRefusal(tooLong ? { reason: 'tooLong' } : null);
    if (start === '') setRange(null);
    else setRange({ start, end: end >= start && !tooLong ? end : null });
  };

  const pickFile = async (picked: File) => {
    setFile(picked);
    setImageSize(null);
    const problem = fileProblem(picked);
    setFileError(problem);
    if (problem) return;
    try {
      setImageSize(await readImageSize(picked));
    } catch {
      setFileError({ key: `${R}notImage` });
    }
  };

  const submit = async () => {
    setShown(new Set<Field>(['position', 'period', 'image', 'link']));
    setServerError(null);
    if (sending || Object.values(problems).some(Boolean) || !imageSize) return;
    if (!position || !range?.end || !file) return;
    setSending(true);
    try {
      const created = await dataProvider.createBanner(BANNERS_RESOURCE, {
        positionId: position.id,
        dateFrom: range.start,
        dateTo: range.end,
        link,
        file,
      });
      if (followPaymentUrl(created.paymentUrl)) {
        form.discardDraft();
        return;
      }
      // no URL at all: a server without our `paymentUrl`; else one that is not http(s)
      setServerError(
        translate(created.paymentUrl === null ? 'marketing.noPaymentUrl' : 'marketing.unsafePaymentUrl'),
      );
    } catch (error) {
      // -1: the server's reason; other failures went to /error-page (src/api/http.ts)
      if (isApiError(error) && error.status === BANNER_REFUSED) {
        setServerError(error.errorMessage ?? null);
        void prices.refetch();
      }
    }
    setSending(false);
  };

  return {
    positions,
    prices,
    position,
    days,
    range,
    refusal,
    total: rangeTotal(days, range?.end ? range : null),
    file,
    imageSize,
    link,
    setLink,
    errorOf,
    serverError,
    sending,
    choosePosition,
    pickDay,
    typePeriod,
    pickFile,
    submit,
  };
}
