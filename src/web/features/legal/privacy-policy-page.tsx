import { Link } from 'react-router';
import { ContactEmail } from './contact-email';
import { LegalLayout, type TLegalSection } from './legal-layout';

const SECTIONS: TLegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what the studio needs to work, in three groups.</p>
        <h3>Your account</h3>
        <ul>
          <li>
            <strong>When you sign in with Google (OAuth):</strong> your name, e-mail address and
            profile picture, as shared by Google with your consent.
          </li>
          <li>
            <strong>When you sign up with e-mail:</strong> your e-mail address and a securely hashed
            version of your password. We never store the password itself.
          </li>
          <li>
            <strong>Profile details you add:</strong> a username and full name.
          </li>
        </ul>
        <h3>What you create</h3>
        <ul>
          <li>
            Prompts and chat messages, the text of voice conversations, and the attributes you
            choose (subject, style, technique, composition, palette, placement).
          </li>
          <li>
            Your preferences: favourite styles, colours and techniques, and the styles you like.
          </li>
          <li>
            Images you upload for analysis or editing, and the designs, stencils and analyses you
            generate or save.
          </li>
        </ul>
        <h3>Device data and analytics</h3>
        <ul>
          <li>
            Technical information sent with every web request: IP address, browser and device type,
            screen size, pages visited, and errors you run into.
          </li>
          <li>
            Usage counts, such as how many designs you generated today, so we can apply fair-use
            limits.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>
          <strong>To make the studio work:</strong> turning your prompt into a design, your upload
          into an analysis, and your voice into a conversation.
        </li>
        <li>
          <strong>To keep your things:</strong> your account, saved designs, preferences and
          history, so they are there next time.
        </li>
        <li>
          <strong>To keep InkGlow safe:</strong> preventing abuse, enforcing rate limits and fair
          use, and protecting accounts from break-in attempts.
        </li>
        <li>
          <strong>To improve the service:</strong> understanding which tools help, fixing what
          breaks, and improving the design engine, prompts and safety filters. Where we can, we do
          this with aggregated or de-identified data.
        </li>
        <li>
          <strong>To talk to you about your account:</strong> e-mail verification, password resets
          and important changes. No marketing e-mail without your consent.
        </li>
      </ul>
    ),
  },
  {
    id: 'storage',
    title: 'Where your data is stored',
    body: (
      <>
        <ul>
          <li>
            <strong>Our database</strong> holds your account, profile, preferences, likes, saved
            designs and generation history.
          </li>
          <li>
            <strong>Images are stored with us:</strong> uploads and generated designs live in
            InkGlow’s own storage, not on a public image host, and a saved design is shown only to
            you.
          </li>
          <li>
            <strong>Guest provider keys are never stored.</strong> If you use InkGlow without an
            account and paste your own OpenAI, FLUX or Ideogram key, your browser keeps it on your
            device and sends it with a request that needs it. Our server uses it for that one
            request only, and never saves or logs it.
          </li>
        </ul>
        <p>
          We keep your content for as long as your account exists, or until you delete it. Technical
          logs are kept for a limited period to investigate errors and abuse, then deleted.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <>
        <p>
          Some parts of InkGlow rely on other companies. Each one receives only what it needs for
          its job.
        </p>
        <ul>
          <li>
            <strong>Sign-in provider (Google):</strong> if you choose “Sign in with Google”, Google
            confirms who you are and shares your name, e-mail address and profile picture with us.
          </li>
          <li>
            <strong>Image generation providers (OpenAI, Black Forest Labs FLUX, Ideogram):</strong>{' '}
            used only when a provider model is used for your request. Your prompt, and for edits the
            image you are editing, is sent to that provider. Designs made by the built-in offline
            engine are drawn on our own servers and are not sent to anyone.
          </li>
          <li>
            <strong>AI assistants:</strong> when the chat, voice and analysis tools run on OpenAI
            models, your messages, voice audio or uploaded image are sent to OpenAI to produce the
            reply.
          </li>
          <li>
            <strong>Payment provider:</strong> payments for the Pro tier are handled by a card
            payment provider. It processes your card details; we receive the status of your payment
            and subscription, not your card number.
          </li>
        </ul>
        <p>These providers handle data under their own terms and privacy policies.</p>
      </>
    ),
  },
  {
    id: 'never-sell',
    title: 'We never sell your data',
    body: (
      <p>
        We never sell your data. We don’t rent it, trade it or hand it to advertisers, and your
        designs never appear publicly without your say-so. A tattoo idea can be deeply personal, a
        memorial, a name, a private symbol, and we treat it that way.
      </p>
    ),
  },
  {
    id: 'your-control',
    title: 'Your control',
    body: (
      <ul>
        <li>
          <strong>Delete your account</strong> from your profile at any time. This removes your
          profile, saved designs, preferences, likes, history and the images stored for you.
        </li>
        <li>
          <strong>Download your saved content</strong> as an export from your profile, whenever you
          like.
        </li>
        <li>
          <strong>Edit your details:</strong> change your username and full name in your profile.
        </li>
        <li>
          <strong>Remove guest keys</strong> by clearing them in the app or clearing this site’s
          data in your browser.
        </li>
        <li>
          <strong>Analytics opt-out:</strong> coming soon. Until then, the{' '}
          <Link to="/cookie-policy">Cookie Policy</Link> explains what your browser stores and how
          to block it.
        </li>
      </ul>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        InkGlow is not meant for anyone under 13, and we do not knowingly collect their data. If you
        believe a child under 13 has an account, tell us and we will delete it. Getting a tattoo has
        its own age limits, often 18, which a design made here does not change.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When this policy changes, we update the date at the top. If a change matters for how your
        data is used, we will tell signed-in users before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions, requests or worries about your data? Write to us at <ContactEmail />.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      dateLine="Last updated: July 6, 2025"
      intro={
        <p>
          People tell InkGlow personal things: a parent’s handwriting for a memorial piece, a name,
          a symbol of faith, a scar they want to cover. This policy explains in plain words what we
          collect, why, where it is kept, and how you stay in control.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
