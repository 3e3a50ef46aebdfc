export interface TNavLink {
  to: string;
  label: string;
}

/** Main navigation, in spec order (§2 Header); shared by the header, mobile menu and footer. */
export const NAV_LINKS: readonly TNavLink[] = [
  { to: '/styles', label: 'Tattoo Styles' },
  { to: '/analysis', label: 'Analysis Tool' },
  { to: '/generator', label: 'Design Tool' },
  { to: '/chat', label: 'Text Chat' },
  { to: '/assistant', label: 'Voice Assistant' },
  { to: '/gallery', label: 'Gallery' },
];

export const LEGAL_LINKS: readonly TNavLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

/** The accessible name of the mobile menu's trigger (the lazy panel's close button reuses it). */
export const MENU_TRIGGER_LABEL = 'Open menu';
