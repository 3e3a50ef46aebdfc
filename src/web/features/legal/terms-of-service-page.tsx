import { Link } from 'react-router';
import { ContactEmail } from './contact-email';
import { LegalLayout, type TLegalSection } from './legal-layout';

const SECTIONS: TLegalSection[] = [
  {
    id: 'eligibility',
    title: 'Who can use InkGlow',
    body: (
      <>
        <p>
          You must be <strong>at least 13 years old</strong> to use InkGlow. If you are under the
          age of majority where you live, please use it with a parent’s or guardian’s permission.
        </p>
        <p>
          Planning a design is not the same as getting one: most places set a higher minimum age for
          tattooing, often 18, and nothing here changes that.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        Keep your sign-in details to yourself and tell us if you think someone else is using your
        account. You are responsible for what happens under it, so please give accurate details when
        you sign up.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'No abuse',
    body: (
      <>
        <p>Use InkGlow for what it is for: planning tattoos. Please don’t:</p>
        <ul>
          <li>
            create hate symbols, harassment, threats, sexual content involving minors, or anything
            illegal;
          </li>
          <li>
            upload images of other people, or other artists’ work, that you have no right to use;
          </li>
          <li>
            try to break, overload, scrape or get around the security, limits or fair-use rules of
            the service;
          </li>
          <li>resell access to InkGlow or pass it off as your own product;</li>
          <li>misuse someone else’s provider keys or account.</li>
        </ul>
        <p>The design tools refuse some requests, such as hate symbols, and will say why.</p>
      </>
    ),
  },
  {
    id: 'revocation',
    title: 'Suspension and revocation',
    body: (
      <p>
        If you break these terms, we may suspend or revoke your access, and remove content that
        breaks them. Where we can, we will tell you why. You can stop using InkGlow at any time and
        delete your account from your profile.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your ideas and uploads',
    body: (
      <>
        <p>
          <strong>You own your ideas and your uploads.</strong> To run the studio you give us
          permission to store, process and show them to you, and to send them to the AI provider you
          choose for a request.
        </p>
        <p>
          Content may be used to improve our services, for example the design engine, prompts and
          safety filters. We never sell it (see the <Link to="/privacy-policy">Privacy Policy</Link>
          ).
        </p>
        <p>
          You may use the designs you generate, including taking them to an artist. AI output can
          resemble existing work and similar prompts can produce similar designs, so we cannot
          promise a design is unique. Designs made with a provider model are also subject to that
          provider’s terms.
        </p>
      </>
    ),
  },
  {
    id: 'our-platform',
    title: 'Our platform',
    body: (
      <p>
        InkGlow owns the platform: the software, the offline design engine, the style library texts,
        the site’s design and the InkGlow name. You may use them as offered here, but not copy,
        resell or rebuild them.
      </p>
    ),
  },
  {
    id: 'starting-point',
    title: 'A design is a starting point',
    body: (
      <>
        <p>
          A generated design is a reference, not a finished tattoo. Before anything goes on skin,{' '}
          <strong>have a licensed tattoo artist review it</strong>, especially placement, size, line
          weight and spacing. Fine lines and small lettering blur as a tattoo ages, and an artist
          may need to enlarge, simplify or redraw a design so it heals and lasts well.
        </p>
        <p>
          If you print a stencil, check its scale (print at 100 %) and its orientation with your
          artist. Always check spelling, translations and the meaning of cultural or sacred symbols
          with someone who knows them.
        </p>
      </>
    ),
  },
  {
    id: 'no-medical-advice',
    title: 'No medical advice',
    body: (
      <>
        <p>
          Aftercare tips, healing timelines and health notes in InkGlow, including from the
          aftercare assistant, are general information, not medical advice. Follow your artist’s own
          aftercare instructions.
        </p>
        <p>
          See a doctor promptly if you notice signs of infection, such as redness that spreads or
          darkens, pain that gets worse, fever or pus, or signs of an allergic reaction. If you have
          psoriasis, eczema, keloids or a history of skin cancer, talk to a dermatologist before
          getting tattooed.
        </p>
      </>
    ),
  },
  {
    id: 'pro-payments',
    title: 'Pro tier and payments',
    body: (
      <>
        <p>
          Pro adds extras such as unlimited iterations, high-resolution downloads and priority
          support. Pro payments go through a card payment provider and are also subject to its
          terms. You see the price before you pay.
        </p>
        <p>
          <strong>Pro features may change</strong> as the studio grows. If a change takes away
          something you pay for, we will tell you in advance.
        </p>
      </>
    ),
  },
  {
    id: 'deposits',
    title: 'Bookings and deposits',
    body: (
      <p>
        A deposit secures an artist’s time and the design work done before a session. For that
        reason, <strong>deposits are non-refundable within 48 hours of booking</strong>.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and liability',
    body: (
      <>
        <p>
          We work hard to keep InkGlow running, but it is provided “as is”. AI providers can be slow
          or unavailable, and AI output can be wrong; the offline engine keeps working when they
          don’t.
        </p>
        <p>
          To the extent the law allows, InkGlow is not liable for indirect losses, or for the
          outcome of a tattoo, which depends on the artist, your skin and your aftercare. Nothing
          here limits rights you have by law as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When these terms change we update the effective date above, and we tell signed-in users
        about significant changes. Using InkGlow after a change means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to us at <ContactEmail />.
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <LegalLayout
      title="Terms of Service"
      dateLine="Effective: July 6, 2025"
      intro={
        <p>
          These terms are the agreement between you and InkGlow when you use the site and its tools.
          We wrote them the way we would explain them across the counter: what you can expect from
          us, and what we ask of you.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
