// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToEnd } from './use-scroll-to-end';

function Box({ lines, busy }: { lines: string[]; busy: boolean }) {
  const ref = useScrollToEnd<HTMLDivElement>(lines, busy);
  return (
    <div ref={ref} data-testid="box">
      {lines.join(' ')}
    </div>
  );
}

describe('useScrollToEnd', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('scrolls the box to its end when either value changes, and not otherwise', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(640);
    const lines = ['hello'];
    const { rerender } = render(<Box lines={lines} busy={false} />);
    const box = screen.getByTestId('box');
    expect(box.scrollTop).toBe(640);
    box.scrollTop = 10; // the reader scrolled up
    rerender(<Box lines={lines} busy={false} />);
    expect(box.scrollTop).toBe(10);
    rerender(<Box lines={lines} busy />);
    expect(box.scrollTop).toBe(640);
    box.scrollTop = 10;
    rerender(<Box lines={[...lines, 'again']} busy />);
    expect(box.scrollTop).toBe(640);
  });
});
