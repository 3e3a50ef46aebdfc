// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const FRUITS = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
];

/** Counts item renders: Radix would otherwise render a closed menu's items off-screen. */
let itemRenders = 0;
function Counted({ children }: { children: string }) {
  itemRenders += 1;
  return children;
}

function Fruit({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial ?? '');
  return (
    <form>
      <Select value={value} onValueChange={setValue}>
        <SelectTrigger aria-label="Fruit">
          <SelectValue placeholder="Any fruit">{FRUITS.find((f) => f.value === value)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {FRUITS.map((f) => (
            <SelectItem key={f.value} value={f.value}>
              <Counted>{f.label}</Counted>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </form>
  );
}

beforeAll(() => {
  // jsdom lacks what Radix's open menu calls.
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});
afterEach(cleanup);

describe('Select', () => {
  it('renders no item while closed and shows the selected text or the placeholder on the trigger', () => {
    itemRenders = 0;
    const { unmount } = render(<Fruit initial="pear" />);
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toContain('Pear');
    expect(itemRenders).toBe(0);
    unmount();
    render(<Fruit />);
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toContain('Any fruit');
  });

  it('mounts the items when opened, and a pick closes the menu and shows the new text', () => {
    render(<Fruit />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Fruit' }), { key: 'Enter' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apple', 'Pear']);
    fireEvent.click(screen.getByRole('option', { name: 'Apple' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toContain('Apple');
  });
});
