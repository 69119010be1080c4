// Keyboard rules of the place type-ahead (WAI-ARIA APG: editable combobox, list autocomplete,
// the first option highlighted as the list opens). Pure: the component applies the result.

export interface ComboState {
  open: boolean;
  /** Highlighted option, -1 for none. */
  active: number;
}

export type ComboAction =
  | { type: 'move'; state: ComboState }
  /** Choose the option at this index. */
  | { type: 'choose'; index: number }
  /** Close and put the chosen place's name back in the field. */
  | { type: 'close' }
  /** Not ours: let the browser handle the key (typing, caret keys, Tab). */
  | { type: 'ignore' };

export function comboKey(key: string, state: ComboState, count: number, alt = false): ComboAction {
  switch (key) {
    case 'ArrowDown':
      if (!state.open || alt) return { type: 'move', state: { open: true, active: state.open ? state.active : count > 0 ? 0 : -1 } };
      return { type: 'move', state: { open: true, active: count === 0 ? -1 : Math.min(state.active + 1, count - 1) } };
    case 'ArrowUp':
      if (!state.open) return { type: 'move', state: { open: true, active: count - 1 } };
      if (alt) return { type: 'close' };
      return { type: 'move', state: { open: true, active: count === 0 ? -1 : Math.max(state.active - 1, 0) } };
    case 'Enter':
      return state.open && state.active >= 0 && state.active < count ? { type: 'choose', index: state.active } : { type: 'ignore' };
    case 'Escape':
      return state.open ? { type: 'close' } : { type: 'ignore' };
    case 'PageDown':
    case 'PageUp':
      if (!state.open || count === 0) return { type: 'ignore' };
      return {
        type: 'move',
        state: { open: true, active: key === 'PageDown' ? Math.min(state.active + 10, count - 1) : Math.max(state.active - 10, 0) },
      };
    default:
      return { type: 'ignore' };
  }
}
