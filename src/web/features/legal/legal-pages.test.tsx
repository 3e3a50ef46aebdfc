// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CookiePolicyPage from './cookie-policy-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

// The address is configuration: the pages must show whatever the site config says.
vi.mock('../../lib/site-config', () => ({
  useSiteConfig: () => ({ contactEmail: 'ink@studio.example', isLoading: false, isError: false }),
}));

afterEach(cleanup);

const PAGES: { path: string; Page: ComponentType; heading: string; dateLine: string }[] = [
  {
    path: '/privacy-policy',
    Page: PrivacyPolicyPage,
    heading: 'Privacy Policy',
    dateLine: 'Last updated: July 6, 2025',
  },
  {
    path: '/terms-of-service',
    Page: TermsOfServicePage,
    heading: 'Terms of Service',
    dateLine: 'Effective: July 6, 2025',
  },
  {
    path: '/cookie-policy',
    Page: CookiePolicyPage,
    heading: 'Cookie Policy',
    dateLine: 'Last updated: July 6, 2025',
  },
];

function renderAt(path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe.each(PAGES)('$heading page', ({ path, Page, heading, dateLine }) => {
  it('shows its heading, date line and the configured contact e-mail', () => {
    renderAt(path, Page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(dateLine)).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: 'ink@studio.example' });
    expect(mail).toHaveAttribute('href', 'mailto:ink@studio.example');
  });

  it('has a table of contents whose entries all point at sections on the page', () => {
    const { container } = renderAt(path, Page);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(5);
    for (const entry of entries) {
      const id = entry.getAttribute('href')!.slice(1);
      const section = container.querySelector(`section#${id}`);
      expect(section, id).not.toBeNull();
      expect(
        within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent,
      ).toContain(entry.textContent?.replace(/^\d+\./, ''));
    }
  });

  it('links to the other two legal pages but not to itself', () => {
    renderAt(path, Page);
    const nav = screen.getByRole('navigation', { name: 'Other legal pages' });
    const links = within(nav).getAllByRole('link');
    const expected = PAGES.filter((p) => p.path !== path);
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      expected.map((p) => [p.heading, p.path]),
    );
    expect(within(nav).queryByRole('link', { name: heading })).not.toBeInTheDocument();
  });
});

describe('required policy statements', () => {
  it('privacy policy says we never sell data, names the providers and the guest-key rule', () => {
    renderAt('/privacy-policy', PrivacyPolicyPage);
    expect(
      screen.getByRole('heading', { level: 2, name: /We never sell your data/ }),
    ).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const phrase of [
      'Google',
      'OpenAI',
      'Black Forest Labs FLUX',
      'Ideogram',
      'payment provider',
      'never saves or logs it',
      'coming soon',
      'Delete your account',
      'export from your profile',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('terms state the age limit, deposit rule and that Pro features may change', () => {
    renderAt('/terms-of-service', TermsOfServicePage);
    const text = document.body.textContent ?? '';
    for (const phrase of [
      'at least 13 years old',
      'deposits are non-refundable within 48 hours of booking',
      'Pro features may change',
      'You own your ideas and your uploads',
      'InkGlow owns the platform',
      'licensed tattoo artist',
      'not medical advice',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('cookie policy lists the session cookie and the local-storage keys we really use', () => {
    renderAt('/cookie-policy', CookiePolicyPage);
    const table = screen.getByRole('table', { name: 'What InkGlow stores in your browser' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      'inkglow.session_token',
      'inkglow-theme',
      'guest-openai-key, guest-flux-key, guest-ideogram-key',
    ]);
  });
});
