import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { BannerPosition } from '../../../api/banners';
import {
  formatDay,
  formatDays,
  formatMoney,
  formatMoneyOrDash,
  missingValue,
} from '../../../components/format';
import { useRouteTitle } from '../../../routes/routeTitle';
import { positionName, sizeOf } from '../list/cells';
import { BANNERS_PATH } from '../paths';
import type { DayRange, RangeRefusal } from './calendar';
import { daysBetween } from './calendar';
import { ImagePicker } from './ImagePicker';
import { ManualPeriod } from './ManualPeriod';
import { PriceCalendar } from './PriceCalendar';
import { useBannerRequest } from './useBannerRequest';
import { LoadingSpinner } from '../../../components/loading';

const R = 'banners.request.';

type Translate = ReturnType<typeof useTranslate>;

const refusalText = (translate: Translate, refusal: RangeRefusal | null): string | null => {
  if (!refusal || refusal.reason === 'unknownDay') return null;
  if (refusal.reason === 'tooLong') return translate(`${R}tooLong`);
  return translate(`${R}bookedInside`, { days: refusal.days.join(', ') });
};

function periodSummary(translate: Translate, range: DayRange | null, total: number | null): string | null {
  if (!range) return null;
  if (!range.end) return translate(`${R}periodStarted`, { from: formatDay(range.start) });
  const period = translate(`${R}period`, {
    from: formatDay(range.start),
    to: formatDay(range.end),
    days: formatDays(daysBetween(range.start, range.end)),
  });
  return `${period}. ${translate(`${R}total`, { total: formatMoneyOrDash(total) })}`;
}

/** 'name — page, WxH, от N руб. в день', leaving out what the reply did not carry. */
function positionOption(translate: Translate, p: BannerPosition): string {
  const price = p.basePrice === null ? null : translate(`${R}fromPrice`, { price: formatMoney(p.basePrice) });
  const details = [p.page, sizeOf(p), price].filter((part): part is string => Boolean(part));
  const name = positionName(p);
  return details.length === 0 ? name : translate(`${R}positionOption`, { name, details: details.join(', ') });
}

/**
 * /marketing/request-banner: a position, a period on its 90-day price calendar (at most 31 days,
 * no booked day), the image of the position's exact size and an optional link; 'Перейти к
 * оплате' creates the banner and sends the browser to the payment page.
 */
export default function RequestBannerPage() {
  const translate = useTranslate();
  const title = useRouteTitle();
  const form = useBannerRequest();
  const summary = periodSummary(translate, form.range, form.total);
  const rangeError = refusalText(translate, form.refusal) ?? form.errorOf('period');
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent>
          <Stack
            component="form"
            noValidate
            spacing={3}
            aria-label={title}
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
          >
            <TextField
              select
              name="BannerPositionId"
              label={translate(`${R}position`)}
              value={form.position?.id ?? ''}
              onChange={(event) => form.choosePosition(Number(event.target.value))}
              error={Boolean(form.errorOf('position'))}
              helperText={
                form.errorOf('position') ??
                (form.position
                  ? translate(`${R}size`, { size: sizeOf(form.position) ?? missingValue() })
                  : translate(`${R}positionHint`))
              }
              disabled={form.positions.isPending}
              sx={{ maxWidth: 640 }}
            >
              {(form.positions.data ?? []).map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {positionOption(translate, p)}
                </MenuItem>
              ))}
            </TextField>

            {form.position ? (
              <Stack spacing={1}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {translate(`${R}calendar`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`${R}calendarHint`)}
                </Typography>
                {form.prices.isPending ? (
                  <LoadingSpinner size={24} />
                ) : form.days.length === 0 ? (
                  <ManualPeriod key={form.position.id} onChange={form.typePeriod} />
                ) : (
                  <PriceCalendar days={form.days} range={form.range} onPick={form.pickDay} />
                )}
                {summary ? (
                  <Typography role="status" variant="body1" sx={{ fontWeight: 600 }}>
                    {summary}
                  </Typography>
                ) : null}
                {rangeError ? <Alert severity="warning">{rangeError}</Alert> : null}
              </Stack>
            ) : null}

            <ImagePicker
              file={form.file}
              size={form.imageSize}
              needed={form.position ? sizeOf(form.position) : null}
              error={form.errorOf('image')}
              onPick={(file) => void form.pickFile(file)}
            />

            <TextField
              name="Link"
              label={translate(`${R}link`)}
              value={form.link}
              onChange={(event) => form.setLink(event.target.value)}
              error={Boolean(form.errorOf('link'))}
              helperText={form.errorOf('link') ?? translate(`${R}linkHint`)}
              slotProps={{ htmlInput: { inputMode: 'url', maxLength: 600 } }}
              sx={{ maxWidth: 640 }}
            />

            {form.serverError ? <Alert severity="error">{form.serverError}</Alert> : null}

            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={form.sending}>
                {translate(`${R}submit`)}
              </Button>
              <Button component={RouterLink} to={BANNERS_PATH}>
                {translate(`${R}cancel`)}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
