import { useState } from 'react';
import { Button, FormControlLabel, FormLabel, Radio, RadioGroup, FormControl } from '@mui/material';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { useTranslate } from 'react-admin';
import { moscowDayOf } from '../../../rules';
import { RECONCILIATION_FORMATS, type ReconciliationFormat } from '../../api/closingDocuments';
import { DayField } from '../../components/dates';
import { FormDialog } from '../../components/dialogs';
import { CLOSING_DOCUMENTS_RESOURCE } from './handler';
import { useDownloadDocument } from './useDownloadDocument';

/** The default period: from the first day of the Moscow month to today. */
function defaultPeriod(now: number = Date.now()): { from: string; to: string } {
  const today = moscowDayOf(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** A period the server takes: both days given, the start not after the end. */
function periodProblem(
  from: string,
  to: string,
): 'closingDocuments.act.noDay' | 'closingDocuments.act.reversed' | null {
  if (!from || !to) return 'closingDocuments.act.noDay';
  return from > to ? 'closingDocuments.act.reversed' : null;
}

/**
 * 'Акт сверки' of a buyer page: a dialog with the period (Moscow days, the app's Russian date
 * fields) and the format (PDF or Excel), then the file under the server's name.
 */
export function ReconciliationButton({ buyerId }: { buyerId: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState(defaultPeriod);
  const [format, setFormat] = useState<ReconciliationFormat>('pdf');
  const [tried, setTried] = useState(false);
  const { busy, download } = useDownloadDocument(`${translate('closingDocuments.act.fileName')}.${format}`);
  const problem = periodProblem(period.from, period.to);
  const shownProblem = tried && problem ? translate(problem) : undefined;

  const submit = async () => {
    setTried(true);
    if (problem) return;
    const done = await download((p) =>
      p.reconciliation(CLOSING_DOCUMENTS_RESOURCE, {
        buyerId,
        dateFrom: period.from,
        dateTo: period.to,
        format,
      }),
    );
    if (done) setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<RequestQuoteOutlinedIcon />}
        onClick={() => {
          setTried(false);
          setOpen(true);
        }}
      >
        {translate('closingDocuments.act.button')}
      </Button>
      <FormDialog
        open={open}
        title={translate('closingDocuments.act.title')}
        text={translate('closingDocuments.act.text')}
        submitLabel="closingDocuments.act.submit"
        pending={busy}
        maxWidth="xs"
        onSubmit={() => void submit()}
        onClose={() => setOpen(false)}
      >
        <DayField
          name="dateFrom"
          label={translate('closingDocuments.act.from')}
          value={period.from}
          onChange={(from) => setPeriod((p) => ({ ...p, from }))}
          error={Boolean(shownProblem)}
        />
        <DayField
          name="dateTo"
          label={translate('closingDocuments.act.to')}
          value={period.to}
          onChange={(to) => setPeriod((p) => ({ ...p, to }))}
          error={Boolean(shownProblem)}
          helperText={shownProblem}
        />
        <FormControl>
          <FormLabel id="reconciliation-format">{translate('closingDocuments.act.format')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="reconciliation-format"
            name="format"
            value={format}
            onChange={(event) => setFormat(event.target.value === 'xlsx' ? 'xlsx' : 'pdf')}
          >
            {RECONCILIATION_FORMATS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={translate(`closingDocuments.act.formats.${value}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </FormDialog>
    </>
  );
}
