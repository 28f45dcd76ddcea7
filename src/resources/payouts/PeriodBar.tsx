import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import { SessionError } from '../../api/errors';
import type { PayoutFileFormat } from '../../api/payouts';
import { downloadBlob } from '../../components/csv';
import { DayField } from '../../components/dates';
import { formatDay } from '../../components/format';
import { useToast } from '../../components/toast';
import { PAYOUTS_RESOURCE, type PayoutsDataProvider } from './handler';
import { periodProblemKey, type Period } from './period';
import { refusalText } from './payoutText';
import { ButtonSpinner } from '../../components/loading';

const FORMATS: readonly PayoutFileFormat[] = ['xlsx', 'csv'];

interface PeriodBarProps {
  period: Period;
  onChange: (period: Period) => void;
}

/**
 * The period's two days in the app's Russian calendars (`DayField`: dd.MM.yyyy whatever the
 * browser's language; kept in the URL by the page) and the export of its schedule.
 */
export function PeriodBar({ period, onChange }: PeriodBarProps) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PayoutsDataProvider>();
  const [busy, setBusy] = useState<PayoutFileFormat | null>(null);
  const problem = periodProblemKey(period);

  const download = async (format: PayoutFileFormat) => {
    setBusy(format);
    try {
      const file = await dataProvider.download(PAYOUTS_RESOURCE, {
        format,
        period: { dateFrom: period.from, dateTo: period.to },
      });
      const fallback = translate('payouts.export.fileName', {
        from: formatDay(period.from),
        to: formatDay(period.to),
      });
      downloadBlob(file.fileName ?? `${fallback}.${format}`, file.blob);
    } catch (error) {
      if (!(error instanceof SessionError))
        toast.error(refusalText(error, translate, 'payouts.export.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box
      component="form"
      aria-label={translate('payouts.period.label')}
      onSubmit={(event: FormEvent) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
    >
      <DayField
        name="from"
        label={translate('payouts.period.from')}
        value={period.from}
        onChange={(from) => onChange({ ...period, from })}
        error={problem !== null}
        fullWidth={false}
      />
      <DayField
        name="to"
        label={translate('payouts.period.to')}
        value={period.to}
        onChange={(to) => onChange({ ...period, to })}
        error={problem !== null}
        helperText={problem ? translate(problem) : undefined}
        fullWidth={false}
      />
      <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            size="small"
            disabled={problem !== null || busy !== null}
            onClick={() => void download(format)}
            startIcon={busy === format ? <ButtonSpinner /> : <FileDownloadOutlinedIcon />}
            sx={{ minHeight: 40 }}
          >
            {translate(`payouts.export.${format}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
