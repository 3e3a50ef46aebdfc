import { useSiteConfig } from '../../lib/site-config';

// The contact address is configuration, not copy: it comes from the server so every deployment shows its own.
export function ContactEmail() {
  const { contactEmail } = useSiteConfig();
  return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
}
