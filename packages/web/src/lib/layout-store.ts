import { create } from 'zustand';
import {
  defaultLayout,
  type LayoutSettings,
  loadLayoutSettings,
  normalizeLayout,
  saveLayoutSettings,
} from './layout-settings';

export interface LayoutState extends LayoutSettings {
  update: (patch: Partial<LayoutSettings>) => void;
  reset: () => void;
}

function settingsOf(state: LayoutState): LayoutSettings {
  const { update: _update, reset: _reset, ...settings } = state;
  return settings;
}

/** Layout and customizer state, remembered in local storage on every change. */
export const useLayoutStore = create<LayoutState>()((set, get) => ({
  ...loadLayoutSettings(),
  update: (patch) => {
    set(normalizeLayout({ ...settingsOf(get()), ...patch }));
    saveLayoutSettings(settingsOf(get()));
  },
  reset: () => {
    set(defaultLayout);
    saveLayoutSettings(defaultLayout);
  },
}));
