import { useContext } from 'react';
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import type { WeekDay } from '../../../../contract';
import {
  copyDayToAll,
  DEFAULT_OPENING,
  WEEK_DAYS,
  type StoreFormValues,
} from '../../../api/storeSettingsPayloads';
import { SectionReadOnly } from '../shared/fields';
import { TimeOfDayField } from '../../../components/dates';

const S = 'settings.store.';

function TimeInput({ day, edge, label }: { day: WeekDay; edge: 'from' | 'to'; label: string }) {
  const readOnly = useContext(SectionReadOnly);
  const { field, fieldState } = useController<StoreFormValues, `schedule.${WeekDay}.${'from' | 'to'}`>({
    name: `schedule.${day}.${edge}`,
  });
  return (
    <TimeOfDayField
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      readOnly={readOnly}
    />
  );
}

function DayRow({ day }: { day: WeekDay }) {
  const translate = useTranslate();
  const readOnly = useContext(SectionReadOnly);
  const { getValues, setValue } = useFormContext<StoreFormValues>();
  const { field } = useController<StoreFormValues, `schedule.${WeekDay}.isWorking`>({
    name: `schedule.${day}.isWorking`,
  });
  const dayName = translate(`${S}days.${day}`);
  const open = field.value;
  const toggle = (checked: boolean) => {
    field.onChange(checked);
    // A day opened for the first time gets the usual hours instead of empty fields.
    if (checked && !getValues(`schedule.${day}.from`) && !getValues(`schedule.${day}.to`)) {
      setValue(`schedule.${day}.from`, DEFAULT_OPENING.from);
      setValue(`schedule.${day}.to`, DEFAULT_OPENING.to);
    }
  };
  return (
    <Box
      role="group"
      aria-label={dayName}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '150px 170px 1fr auto' },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{dayName}</Typography>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            checked={open}
            disabled={readOnly}
            onChange={(event) => toggle(event.target.checked)}
            slotProps={{ input: { 'aria-label': `${dayName}: ${translate(`${S}open`)}` } }}
          />
        }
        label={translate(open ? `${S}open` : `${S}closed`)}
      />
      {open ? (
        <Stack direction="row" spacing={1.5}>
          <TimeInput day={day} edge="from" label={translate(`${S}from`)} />
          <TimeInput day={day} edge="to" label={translate(`${S}to`)} />
        </Stack>
      ) : (
        <Box />
      )}
      {readOnly ? null : (
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          aria-label={`${translate(`${S}copyToAll`)}: ${dayName}`}
          onClick={() =>
            setValue('schedule', copyDayToAll(getValues('schedule'), day), {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        >
          {translate(`${S}copyToAll`)}
        </Button>
      )}
    </Box>
  );
}

/** The weekly schedule: per day open or closed, from and to, and 'Копировать на все дни'. */
export function ScheduleEditor() {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate(`${S}schedule`)}
      </Typography>
      {WEEK_DAYS.map((day) => (
        <DayRow key={day} day={day} />
      ))}
    </Stack>
  );
}
