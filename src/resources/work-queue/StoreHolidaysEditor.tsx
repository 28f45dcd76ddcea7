import { useState } from 'react';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDay } from '../../components/format';
import { DayField } from '../../components/dates';
import { useToast } from '../../components/toast';
import { WORK_QUEUE_RESOURCE, type WorkQueueDataProvider } from './handler';
import { WORK_QUEUE_KEY } from './useWorkQueue';

/** The settings' store query (src/resources/settings/store/StorePage.tsx): it answers the holidays. */
const STORE_QUERY_PREFIX = ['settings', 'getStore'] as const;

/**
 * The store's holidays on /settings/store (docs/contract/work-queue.md "Store holidays"): days off
 * beyond the weekly schedule, saved at once through `UpdateStoreHolidays` (not moderated). Shown
 * only when the server answers `holidays` with the store.
 */
export function StoreHolidaysEditor({ holidays }: { holidays: readonly string[] }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<WorkQueueDataProvider>();
  const queryClient = useQueryClient();
  const [day, setDay] = useState('');
  const save = useMutation({
    mutationFn: (next: string[]) => dataProvider.saveHolidays(WORK_QUEUE_RESOURCE, { holidays: next }),
    onSuccess: async () => {
      setDay('');
      toast.success(translate('workQueue.holidays.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STORE_QUERY_PREFIX }),
        queryClient.invalidateQueries({ queryKey: WORK_QUEUE_KEY }),
      ]);
    },
    onError: () => toast.error(translate('workQueue.holidays.failed')),
  });
  const add = () => {
    if (day !== '' && !holidays.includes(day)) save.mutate([...holidays, day]);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="store-holidays-heading"
      sx={{ p: 2, mt: 2 }}
    >
      <Typography id="store-holidays-heading" variant="h6" component="h2">
        {translate('workQueue.holidays.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('workQueue.holidays.hint')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box sx={{ width: { xs: '100%', sm: 220 } }}>
          <DayField
            name="holiday"
            label={translate('workQueue.holidays.day')}
            value={day}
            onChange={setDay}
          />
        </Box>
        <Button variant="outlined" onClick={add} disabled={day === '' || save.isPending}>
          {translate('workQueue.holidays.add')}
        </Button>
      </Stack>
      {holidays.length === 0 ? (
        <Typography variant="body2">{translate('workQueue.holidays.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('workQueue.holidays.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {holidays.map((holiday) => (
            <Box
              component="li"
              key={holiday}
              sx={{
                display: 'flex',
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 4,
                pl: 1.5,
              }}
            >
              <Typography variant="body2">{formatDay(holiday)}</Typography>
              <IconButton
                size="small"
                aria-label={translate('workQueue.holidays.remove', { date: formatDay(holiday) })}
                disabled={save.isPending}
                onClick={() => save.mutate(holidays.filter((other) => other !== holiday))}
              >
                <DeleteOutlineOutlinedIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
