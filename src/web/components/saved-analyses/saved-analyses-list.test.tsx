// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSavedAnalysis } from '../../../core/analysis/analysis-schemas';
import { SavedAnalysesList, type SavedAnalysesListProps } from './saved-analyses-list';

afterEach(cleanup);

const image: TSavedAnalysis = {
  id: 'a1',
  kind: 'image',
  title: 'Image analysis: Japanese',
  concept: null,
  summary: 'This design covers 71% of the image.',
  analysis:
    '# Image analysis\n\n## 8. Review\n- **Lines under 0.5 mm:** 0%\n- <img src=x onerror="alert(1)">',
  analyst: 'offline',
  placement: 'forearm',
  size_cm: 15,
  image_url: '/api/images/i1',
  created_at: '2026-11-20T10:00:00.000Z',
};
const concept: TSavedAnalysis = {
  ...image,
  id: 'a2',
  kind: 'concept',
  title: 'Concept: a koi',
  concept: 'a koi',
  summary: null,
  analysis: '# Concept analysis',
  placement: null,
  size_cm: null,
  image_url: null,
};

function renderList(props: Partial<SavedAnalysesListProps> = {}) {
  const all: SavedAnalysesListProps = {
    analyses: [image, concept],
    loading: false,
    failed: false,
    onDelete: vi.fn(async () => {}),
    ...props,
  };
  render(
    <MemoryRouter>
      <SavedAnalysesList {...all} />
    </MemoryRouter>,
  );
  return all;
}

describe('SavedAnalysesList', () => {
  it('shows a loading state, then an empty state that points to the analysis tool', () => {
    renderList({ analyses: undefined, loading: true });
    expect(screen.getByRole('status', { name: 'Loading your saved analyses' })).toBeTruthy();
    cleanup();
    renderList({ analyses: [] });
    expect(screen.getByText("You don't have any saved analyses yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Analyze a Design' }).getAttribute('href')).toBe(
      '/analysis',
    );
    cleanup();
    renderList({ analyses: [], hideWhenEmpty: true });
    expect(screen.queryByText("You don't have any saved analyses yet")).toBeNull();
    cleanup();
    renderList({ analyses: undefined, failed: true });
    expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/);
  });

  it('lists each analysis and reopens one with its image, summary and formatted text', async () => {
    renderList();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Image analysis: Japanese')).toBeTruthy();
    expect(within(items[1]).getByText(/^Concept ·/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open Image analysis: Japanese' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: '8. Review' })).toBeTruthy();
    expect(within(dialog).getByText('This design covers 71% of the image.')).toBeTruthy();
    expect(within(dialog).getByText(/15 cm on the forearm/)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('img', { name: 'Image of Image analysis: Japanese' })
        .getAttribute('src'),
    ).toBe('/api/images/i1?w=640');
    // Raw HTML in a saved answer stays text.
    expect(within(dialog).getByText(/<img src=x onerror/)).toBeTruthy();
    expect(dialog.querySelectorAll('img')).toHaveLength(1);
  });

  it('deletes only after confirmation', async () => {
    const props = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Concept: a koi' }));
    expect(await screen.findByText('Delete this analysis?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete this analysis?')).toBeNull());
    expect(props.onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Concept: a koi' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDelete).toHaveBeenCalledWith('a2'));
    await waitFor(() => expect(screen.queryByText('Delete this analysis?')).toBeNull());
  });

  it('keeps the list usable when the server refuses the delete', async () => {
    const onDelete = vi.fn(async () => Promise.reject(new Error('500')));
    renderList({ onDelete });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Image analysis: Japanese' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith('a1'));
    await waitFor(() => expect(screen.queryByText('Delete this analysis?')).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
