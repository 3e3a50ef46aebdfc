// @vitest-environment jsdom
import * as React from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { reducer, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY, useToast } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Clear the module-level store between tests.
  act(() => {
    dismissAllToasts();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
  cleanup();
  vi.useRealTimers();
});

function dismissAllToasts() {
  // `toast()` returns a dismiss per toast; dismissing undefined clears all through the hook API.
  let dismissAll: (() => void) | undefined;
  function Probe() {
    dismissAll = useToast().dismiss;
    return null;
  }
  const { unmount } = render(<Probe />);
  dismissAll?.();
  unmount();
}

describe('Toaster', () => {
  it('shows at most one toast: the newest replaces the previous', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First toast', description: 'one' });
      toast({ title: 'Second toast', description: 'two', variant: 'destructive' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    expect(screen.getByText('Second toast')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a toast raised by an effect that runs before the toaster has subscribed', () => {
    // Effects run in tree order, so a page's effect fires before a toaster mounted after it.
    function RaisesOnMount() {
      React.useEffect(() => {
        toast({ title: 'Prompt Received' });
      }, []);
      return null;
    }
    act(() => {
      render(
        <>
          <RaisesOnMount />
          <Toaster />
        </>,
      );
    });
    expect(screen.getByText('Prompt Received')).toBeInTheDocument();
  });

  it('closes by itself after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Design Saved' });
    });
    expect(screen.getByText('Design Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Design Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // Closed toasts animate out; jsdom runs no animations so Presence unmounts at once.
    expect(screen.queryByText('Design Saved')).not.toBeInTheDocument();
  });
});

describe('toast reducer', () => {
  it('marks dismissed toasts closed and removes them only on REMOVE_TOAST', () => {
    const state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: { id: 'a', open: true } });
    const dismissed = reducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(dismissed.toasts).toEqual([expect.objectContaining({ id: 'a', open: false })]);
    expect(reducer(dismissed, { type: 'REMOVE_TOAST', toastId: 'a' }).toasts).toEqual([]);
  });
});
