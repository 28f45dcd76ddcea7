import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SETTINGS_RESOURCE, type SettingsData, type SettingsDataProvider } from '../handler';

export const SETTINGS_DATA_KEY = [SETTINGS_RESOURCE, 'getSettingsData'] as const;

/** The applied user (requisites) and every section's moderation, read fresh on each settings page. */
export function useSettingsData(): { data: SettingsData | undefined } {
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { data } = useQuery({
    queryKey: SETTINGS_DATA_KEY,
    queryFn: () => dataProvider.getSettingsData(SETTINGS_RESOURCE),
    refetchOnWindowFocus: true,
  });
  return { data };
}
