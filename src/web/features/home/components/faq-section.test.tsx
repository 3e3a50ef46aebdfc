// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYSIS_STEPS, FAQ_ITEMS, FaqSection } from './faq-section';

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqSection />
    </MemoryRouter>,
  );
  return FAQ_ITEMS.map((item) => screen.getByRole('button', { name: item.question }));
}

function expanded(triggers: HTMLElement[]): boolean[] {
  return triggers.map((t) => t.getAttribute('aria-expanded') === 'true');
}

afterEach(cleanup);

describe('FaqSection', () => {
  it('has six questions, all closed at first', () => {
    const triggers = renderFaq();
    expect(triggers).toHaveLength(6);
    expect(expanded(triggers)).toEqual([false, false, false, false, false, false]);
  });

  it('keeps one item open at a time and can close the open item', async () => {
    const user = userEvent.setup();
    const triggers = renderFaq();

    await user.click(triggers[0]);
    expect(expanded(triggers)).toEqual([true, false, false, false, false, false]);
    expect(screen.getByText(/offline engine draws vector designs/)).toBeVisible();

    await user.click(triggers[3]);
    expect(expanded(triggers)).toEqual([false, false, false, true, false, false]);
    expect(screen.queryByText(/offline engine draws vector designs/)).not.toBeInTheDocument();
    expect(screen.getByText(/three times thicker/)).toBeVisible();

    await user.click(triggers[3]);
    expect(expanded(triggers)).toEqual([false, false, false, false, false, false]);
    expect(screen.queryByText(/three times thicker/)).not.toBeInTheDocument();
  });

  it('explains the eight-step image framework in order and the seven-step concept analysis', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('button', { name: 'What does the analysis tool look at?' }));

    const steps = screen.getByRole('list', { name: 'The eight analysis steps' });
    const names = Array.from(steps.querySelectorAll('li')).map((li) =>
      li.textContent?.replace(/^\d+\.\s*/, ''),
    );
    expect(names).toEqual([...ANALYSIS_STEPS]);
    expect(names).toEqual([
      'Style',
      'Technique',
      'Composition',
      'Dimension',
      'Emotion',
      'Keywords',
      'Interpretation',
      'Review',
    ]);
    expect(screen.getByText(/seven-step concept analysis/)).toBeVisible();
  });
});
