import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StoreModel } from '../../../../contract';
import type { StoreSettingsData } from '../../../api/settings';
import { missingValue } from '../../../components/format';
import { formatRating } from '../../../domain/rating';
import {
  buildStoreForm,
  scheduleValuesOf,
  type ChosenStoreImages,
  type StoreFormValues,
} from '../../../api/storeSettingsPayloads';
import { SETTINGS_RESOURCE, type SettingsData, type SettingsDataProvider } from '../handler';
import { SettingsText } from '../shared/fields';
import { ModerationNotice } from '../shared/ModerationNotice';
import { SectionForm } from '../shared/SectionForm';
import { SettingsFrame } from '../shared/SettingsFrame';
import { sectionDraftKey } from '../shared/drafts';
import { SETTINGS_DATA_KEY, useSettingsData } from '../shared/useSettingsData';
import { useSubmitEdit } from '../shared/useSubmitEdit';
import { ImagePicker } from './ImagePicker';
import { ScheduleEditor } from './ScheduleEditor';
import { StoreHolidaysEditor } from '../../work-queue/StoreHolidaysEditor';
import { storeRules } from './rules';

const S = 'settings.store.';
const STORE_KEY = [SETTINGS_RESOURCE, 'getStore'] as const;

/**
 * /settings/store ('Информация и дизайн магазина'): `GetStoreByUserId` (the weekly schedule keyed
 * Monday..Sunday) and `UpdateStore` (multipart, moderated): name, description, logo, picture and
 * the schedule.
 */
export default function StorePage() {
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { data: settings } = useSettingsData();
  const { data: store } = useQuery({
    queryKey: STORE_KEY,
    queryFn: () => dataProvider.getStore(SETTINGS_RESOURCE),
  });
  const ready = settings !== undefined && store !== undefined;
  return (
    <SettingsFrame loading={!ready}>
      {ready ? <StoreForm key={formKey(settings, store)} settings={settings} store={store} /> : null}
      {ready && store.holidays !== null ? <StoreHolidaysEditor holidays={store.holidays} /> : null}
    </SettingsFrame>
  );
}

const formKey = (settings: SettingsData, store: StoreSettingsData): string => {
  const pending = settings.moderation.store.pending;
  // The holidays are saved apart from the moderated form: a change of them keeps the form as typed.
  return pending ? `pending-${pending.id}` : `applied-${JSON.stringify({ ...store, holidays: null })}`;
};

const storeValuesOf = (model: StoreModel): StoreFormValues => ({
  storeName: model.storeName,
  storeDescription: model.storeDescription ?? '',
  schedule: scheduleValuesOf(model.workSchedules),
});

const ratingText = (rating: number | null): string =>
  rating === null ? missingValue() : formatRating(rating);

function StoreForm({ settings, store }: { settings: SettingsData; store: StoreSettingsData }) {
  const translate = useTranslate();
  const userId = settings.user.id;
  const moderation = settings.moderation.store;
  const pending = moderation.pending;
  const shown: StoreModel = pending ? pending.newModel : store;
  const [images, setImages] = useState<ChosenStoreImages>({});
  const draftKey = sectionDraftKey('store', userId);
  const {
    submit,
    pending: sending,
    refusal,
  } = useSubmitEdit({
    draftKey,
    reload: [[...SETTINGS_DATA_KEY], [...STORE_KEY]],
  });
  const readOnly = pending !== null;
  return (
    <Stack spacing={2}>
      <ModerationNotice moderation={moderation} />
      <SectionForm<StoreFormValues>
        initial={storeValuesOf(shown)}
        draftKey={draftKey}
        readOnly={readOnly}
        rules={storeRules}
        sending={sending}
        refusal={refusal}
        unchanged={(values) => buildStoreForm(values, store, images, userId) === null}
        onSubmit={(values) => {
          const form = buildStoreForm(values, store, images, userId);
          submit(form && { section: 'store', form });
        }}
      >
        <Stack spacing={3}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {translate(`${S}info`)}
            </Typography>
            <SettingsText<StoreFormValues> name="storeName" label={translate(`${S}name`)} required />
            <SettingsText<StoreFormValues>
              name="storeDescription"
              label={translate(`${S}description`)}
              multiline
            />
            <Typography variant="body2" color="text.secondary">
              {translate(`${S}rating`)}: {ratingText(store.storeRating)} · {translate(`${S}products`)}:{' '}
              {store.productCount ?? missingValue()}
            </Typography>
          </Stack>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '200px 1fr' } }}>
            <ImagePicker
              kind="logo"
              label={translate(`${S}logo`)}
              storeName={shown.storeName}
              current={shown.storeLogo}
              choice={images.storeLogo}
              readOnly={readOnly}
              onChange={(choice) => setImages((previous) => ({ ...previous, storeLogo: choice }))}
            />
            <ImagePicker
              kind="picture"
              label={translate(`${S}picture`)}
              storeName={shown.storeName}
              current={shown.storePicture}
              choice={images.storePicture}
              readOnly={readOnly}
              onChange={(choice) => setImages((previous) => ({ ...previous, storePicture: choice }))}
            />
          </Box>
          <ScheduleEditor />
        </Stack>
      </SectionForm>
    </Stack>
  );
}
