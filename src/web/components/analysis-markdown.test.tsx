// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisMarkdown } from './analysis-markdown';

afterEach(cleanup);

const TEXT = '# Verdict\n\nA **bold** line.\n\n- one\n- two\n\n[link](javascript:alert(1)) <b>raw</b>';

describe('AnalysisMarkdown', () => {
  it('shows the text at once, then formatted once the Markdown renderer has loaded', async () => {
    const { container } = render(<AnalysisMarkdown text={TEXT} />);
    // Before the renderer's chunk has loaded, the text is there as written.
    expect(container.textContent).toContain('A **bold** line.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verdict' })).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // Unsafe links lose their address; raw HTML stays text.
    expect(screen.getByText('link').getAttribute('href')).toBe('');
    expect(screen.getByText(/<b>raw<\/b>/)).toBeTruthy();
  });
});
