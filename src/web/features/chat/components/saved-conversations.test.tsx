// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedConversations } from './saved-conversations';

afterEach(cleanup);

const saved = [{ id: 'c1', title: 'Swallow on my forearm' }];

function renderList(overrides: Partial<Parameters<typeof SavedConversations>[0]> = {}) {
  const props = {
    saved,
    idPrefix: 't',
    onOpen: vi.fn(),
    onRename: vi.fn(async () => {}),
    onDelete: vi.fn(async () => {}),
    ...overrides,
  };
  render(<SavedConversations {...props} />);
  return props;
}

describe('SavedConversations', () => {
  it('renames in a dialog: a blank or over-long name gets a message, a good one is stored trimmed', async () => {
    const props = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Swallow on my forearm' }));
    const input = await screen.findByLabelText('Conversation name');
    expect((input as HTMLInputElement).value).toBe('Swallow on my forearm');

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the conversation a name.');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: 'x'.repeat(121) } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Keep the name to 120 characters or fewer.');
    expect(props.onRename).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '  Koi  sleeve ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(props.onRename).toHaveBeenCalledWith('c1', 'Koi sleeve'));
    await waitFor(() => expect(screen.queryByLabelText('Conversation name')).toBeNull());
  });

  it("keeps the dialog open with the server's message when the rename fails", async () => {
    renderList({ onRename: vi.fn(async () => Promise.reject(new Error('title: must be at most 120 characters'))) });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Swallow on my forearm' }));
    fireEvent.change(await screen.findByLabelText('Conversation name'), { target: { value: 'Koi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect((await screen.findByRole('alert')).textContent).toBe('title: must be at most 120 characters');
    expect(screen.getByLabelText('Conversation name')).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    const props = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Swallow on my forearm' }));
    expect(await screen.findByText('Delete this conversation?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete this conversation?')).toBeNull());
    expect(props.onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Swallow on my forearm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDelete).toHaveBeenCalledWith('c1'));
    await waitFor(() => expect(screen.queryByText('Delete this conversation?')).toBeNull());
  });
});
