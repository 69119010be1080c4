import { describe, expect, it } from 'vitest';
import { comboKey } from './combobox-keys';

const closed = { open: false, active: -1 };
const at = (active: number) => ({ open: true, active });

describe('place type-ahead keys', () => {
  it('ArrowDown opens on the first option, then moves down and stops at the last', () => {
    expect(comboKey('ArrowDown', closed, 3)).toEqual({ type: 'move', state: at(0) });
    expect(comboKey('ArrowDown', at(0), 3)).toEqual({ type: 'move', state: at(1) });
    expect(comboKey('ArrowDown', at(2), 3)).toEqual({ type: 'move', state: at(2) });
    expect(comboKey('ArrowDown', closed, 0)).toEqual({ type: 'move', state: at(-1) });
  });

  it('ArrowUp opens on the last option, moves up and stops at the first; Alt+ArrowUp closes', () => {
    expect(comboKey('ArrowUp', closed, 3)).toEqual({ type: 'move', state: at(2) });
    expect(comboKey('ArrowUp', at(1), 3)).toEqual({ type: 'move', state: at(0) });
    expect(comboKey('ArrowUp', at(0), 3)).toEqual({ type: 'move', state: at(0) });
    expect(comboKey('ArrowUp', at(1), 3, true)).toEqual({ type: 'close' });
  });

  it('Enter chooses the highlighted option only while the list is open', () => {
    expect(comboKey('Enter', at(1), 3)).toEqual({ type: 'choose', index: 1 });
    expect(comboKey('Enter', closed, 3)).toEqual({ type: 'ignore' });
    expect(comboKey('Enter', at(-1), 3)).toEqual({ type: 'ignore' });
    expect(comboKey('Enter', at(5), 3)).toEqual({ type: 'ignore' });
  });

  it('Escape closes an open list and leaves a closed one to the browser', () => {
    expect(comboKey('Escape', at(0), 3)).toEqual({ type: 'close' });
    expect(comboKey('Escape', closed, 3)).toEqual({ type: 'ignore' });
  });

  it('PageDown and PageUp jump ten options; other keys are the browser’s', () => {
    expect(comboKey('PageDown', at(0), 25)).toEqual({ type: 'move', state: at(10) });
    expect(comboKey('PageDown', at(20), 25)).toEqual({ type: 'move', state: at(24) });
    expect(comboKey('PageUp', at(4), 25)).toEqual({ type: 'move', state: at(0) });
    expect(comboKey('a', at(0), 3)).toEqual({ type: 'ignore' });
    expect(comboKey('Tab', at(0), 3)).toEqual({ type: 'ignore' });
  });
});
