import { Link } from 'react-router';
import { ContactEmail } from './contact-email';
import { LegalLayout, type TLegalSection } from './legal-layout';

interface TStoredItem {
  name: string;
  where: string;
  purpose: string;
  lasts: string;
}

// Exactly what InkGlow itself keeps in the browser. Keep in sync with the auth setup (cookiePrefix 'inkglow' in src/server/auth/auth.ts), the theme
// logic (`inkglow-theme`) and the guest key settings (`guest-*-key`).
const STORED_ITEMS: TStoredItem[] = [
  {
    name: 'inkglow.session_token',
    where: 'Cookie (HttpOnly)',
    purpose:
      'The session cookie: keeps you signed in. Set only when you sign in; scripts on the page cannot read it. Over HTTPS its name starts with __Secure-.',
    lasts: 'Until you sign out or the session expires',
  },
  {
    name: 'inkglow-theme',
    where: 'Local storage',
    purpose: 'Remembers Light, Dark or System.',
    lasts: 'Until you clear it',
  },
  {
    name: 'guest-openai-key, guest-flux-key, guest-ideogram-key',
    where: 'Local storage',
    purpose:
      'Your own provider keys, only if you paste them as a guest. Sent with the requests that need them; never stored by our server.',
    lasts: 'Until you remove them',
  },
];

// Phones get stacked cards; a four-column table only fits from the small breakpoint up.
function StoredItemsCards() {
  return (
    <ul className="mt-6! flex list-none! flex-col gap-3 pl-0! sm:hidden">
      {STORED_ITEMS.map((item) => (
        <li
          key={item.name}
          className="mt-0! rounded-xl border bg-card/60 p-4 pl-4! text-sm leading-6"
        >
          <p className="mt-0! font-mono text-xs font-medium break-words text-foreground">
            {item.name}
          </p>
          <p className="mt-2!">{item.purpose}</p>
          <p className="mt-2! text-xs">
            {item.where} · {item.lasts}
          </p>
        </li>
      ))}
    </ul>
  );
}

function StoredItemsTable() {
  return (
    <div className="mt-6 hidden overflow-x-auto rounded-xl border sm:block">
      <table className="w-full min-w-[36rem] text-left text-sm leading-6">
        <caption className="sr-only">What InkGlow stores in your browser</caption>
        <thead className="bg-card text-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Where
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Why
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              How long
            </th>
          </tr>
        </thead>
        <tbody>
          {STORED_ITEMS.map((item) => (
            <tr key={item.name} className="border-t align-top">
              <th
                scope="row"
                className="px-4 py-3 font-mono text-xs font-medium break-words text-foreground"
              >
                {item.name}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{item.where}</td>
              <td className="px-4 py-3">{item.purpose}</td>
              <td className="px-4 py-3">{item.lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SECTIONS: TLegalSection[] = [
  {
    id: 'what-we-store',
    title: 'What we actually store',
    body: (
      <>
        <p>
          InkGlow keeps very little in your browser. This is the complete list of what we set
          ourselves. If you never sign in, there is no InkGlow cookie at all.
        </p>
        <StoredItemsTable />
        <StoredItemsCards />
        <p>
          During Google sign-in, our sign-in system may also set a short-lived cookie that protects
          the round trip to Google against forged requests. It is removed once sign-in completes.
        </p>
      </>
    ),
  },
  {
    id: 'session',
    title: 'Session cookies',
    body: (
      <p>
        A session cookie is essential: without it we cannot tell that the person saving a design is
        the person who signed in. It carries a random token, not your name, e-mail or designs.
      </p>
    ),
  },
  {
    id: 'preferences',
    title: 'Preference storage',
    body: (
      <p>
        Your theme choice is a preference. We keep it in your browser’s local storage rather than in
        a cookie, so it is never sent to our server. Your favourite styles, colours and techniques
        are saved with your account instead.
      </p>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics cookies',
    body: (
      <p>
        Analytics cookies help a site understand how it is used. InkGlow sets none today; what we
        learn about usage comes from our own server logs, as the{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> describes. If we ever add an analytics
        cookie, it will be listed here before it is used, and an analytics opt-out is coming soon.
      </p>
    ),
  },
  {
    id: 'third-party',
    title: 'Third-party cookies',
    body: (
      <>
        <p>Some services we work with set their own cookies on their own websites:</p>
        <ul>
          <li>
            <strong>Sign-in and authentication providers:</strong> when you choose “Sign in with
            Google”, Google sets cookies on its pages to sign you in and keep your Google account
            secure.
          </li>
          <li>
            <strong>Payment provider:</strong> when you pay for Pro, the card payment provider may
            set cookies on its checkout to process the payment and prevent fraud.
          </li>
        </ul>
        <p>Those cookies are governed by each provider’s own cookie and privacy policies.</p>
      </>
    ),
  },
  {
    id: 'opt-out',
    title: 'How to opt out',
    body: (
      <>
        <p>
          You are in charge of your browser. Every major browser lets you view, block and delete
          cookies and site data, usually under Settings, then Privacy (or Privacy and security),
          then Cookies and site data.
        </p>
        <ul>
          <li>
            Clearing this site’s data removes the session cookie, your theme choice and any guest
            keys.
          </li>
          <li>
            Blocking cookies for InkGlow means you cannot stay signed in, but the offline design
            engine, style library and gallery keep working without an account.
          </li>
          <li>
            Blocking third-party cookies may stop Google sign-in or the Pro checkout from working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about cookies or storage? Write to us at <ContactEmail />.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <LegalLayout
      title="Cookie Policy"
      dateLine="Last updated: July 6, 2025"
      intro={
        <p>
          Cookies are small files a website keeps in your browser; local storage is a similar space
          that never leaves your device. Here is what InkGlow uses, why, and how to switch it off.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
