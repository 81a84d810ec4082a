import { useTranslation } from 'react-i18next';
import { recordError } from '../../office/errorLog';
import { saveSettings } from '../../office/settings';
import { describeError } from '../wording/describeError';
import { outcomeLook } from '../wording/outcomeLook';
import type { PaneMessage } from './useJobRunner';
import { usePane } from '../PaneContext';

/**
 * The user's named sets of columns, kept in their settings, shared by every view with a column picker: a
 * preset saved in one is offered in the others. A preset that could not be saved is said by `show`, the view's
 * status.
 */
export function useColumnPresets(show: (message: PaneMessage) => void): {
  readonly presets: Readonly<Record<string, readonly string[]>>;
  readonly savePreset: (name: string, columns: readonly string[]) => void;
} {
  const { t } = useTranslation();
  const { settings, settingsSaved } = usePane();
  const save = async (name: string, columns: readonly string[]): Promise<void> => {
    try {
      settingsSaved(await saveSettings({ columnPresets: { ...settings.columnPresets, [name]: [...columns] } }));
    } catch (error) {
      recordError(error, 'pane');
      show({ ...outcomeLook('failed'), title: t('search.run.presetNotSaved'), text: describeError(error) });
    }
  };
  return { presets: settings.columnPresets, savePreset: (name, columns) => void save(name, columns) };
}
