// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogForm, DialogTitle } from './dialog';

afterEach(cleanup);

describe('DialogForm', () => {
  it('handles its own submit and keeps it from the form the dialog was opened from', () => {
    const inner = vi.fn();
    const outer = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={outer}>
        <Dialog open>
          <DialogContent>
            <DialogTitle>Title</DialogTitle>
            <DialogDescription>Text</DialogDescription>
            <DialogForm onSubmit={inner}>
              <button type="submit">Save</button>
            </DialogForm>
          </DialogContent>
        </Dialog>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
