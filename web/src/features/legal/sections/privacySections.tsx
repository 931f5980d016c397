import {
  LEGAL_CONTACT_EMAIL,
  LEGAL_TERMS,
  PRODUCT_NAME,
  SESSION_COOKIE_NAME,
  SESSION_LIFETIME_DAYS,
} from '@referrals/contracts';
import type { ReactNode } from 'react';
import { countOf } from '../legalWords';

const contact = <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>;

/** Settling disagreements, and what we do with personal information, in general and in California. */
export const privacySections = {
  'dispute-resolution': (
    <>
      <h3>Between operators and networkers</h3>
      <p>
        Start with the Platform’s messages: most disagreements about a contact’s status or a bounty are
        settled by the two parties. If they are not, either party may ask us to review the matter at {contact}
        . We will look at the Platform’s records — the bounty terms fixed when the contact was approved, each
        status change and who made it, the messages, and the payments recorded — and tell both parties what
        those records show. Each party remains free to pursue its own remedies.
      </p>
      <h3>With {PRODUCT_NAME}</h3>
      <p>
        Before starting proceedings against us, write to {contact} describing the dispute so that we can try
        to resolve it informally. Billing disputes follow the period in Fees and Billing (
        {countOf(LEGAL_TERMS.billingDisputeDays, 'day')} from the charge).
      </p>
      <h3>Governing law</h3>
      <p>
        These Terms are governed by the laws of the State of California, without regard to its conflict-of-law
        rules. The state and federal courts located in San Francisco County, California have exclusive
        jurisdiction, except that either party may bring a claim in a small-claims court that has
        jurisdiction. If you are a consumer, this does not take away the protection of mandatory laws of the
        place where you live.
      </p>
    </>
  ),
  'cookie-policy': (
    <>
      <p>
        {PRODUCT_NAME} sets one cookie and no advertising or analytics cookies, so it asks for no cookie
        consent.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lifetime</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>{SESSION_COOKIE_NAME}</code>
            </td>
            <td>
              Strictly necessary. Holds a signed session identifier that keeps you signed in and protects your
              forms against cross-site request forgery. It cannot be read by scripts on the page.
            </td>
            <td>{countOf(SESSION_LIFETIME_DAYS, 'day')} after your last visit</td>
          </tr>
        </tbody>
      </table>
      <p>
        Your browser’s storage also keeps two small notes that never leave your device: whether you have seen
        the networker walkthrough (local storage), and the choices you made on an invitation page until you
        register (session storage, cleared when you close the tab).
      </p>
      <p>
        If you choose to continue with LinkedIn, LinkedIn sets its own cookies on its own site under its own
        policy. You can delete cookies in your browser’s settings; without the session cookie you cannot stay
        signed in.
      </p>
    </>
  ),
  privacy: (
    <>
      <p>
        This policy explains what personal information {PRODUCT_NAME} collects, why, and the choices you have.{' '}
        {PRODUCT_NAME} is responsible for that information; write to {contact} with any question or request.
      </p>
      <h3>What we collect</h3>
      <ul>
        <li>
          <strong>Account details:</strong> name, email address, your roles, and your sign-in credentials.
          Passwords are stored only as salted Argon2id hashes; for passkeys we keep only the public key.
        </li>
        <li>
          <strong>Profiles:</strong> what you add, such as title, company, LinkedIn address, biography,
          photos, target companies and meeting details.
        </li>
        <li>
          <strong>Contacts:</strong> the details networkers submit about people they could introduce — name,
          company, title, LinkedIn address, and email or phone if provided.
        </li>
        <li>
          <strong>Activity:</strong> invitations, status changes, messages, reviews, notifications, and the
          bounty ledger, including payment methods and references.
        </li>
        <li>
          <strong>Waitlist entries:</strong> name, email address, LinkedIn address and, if given, phone
          number.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type and request logs, used for security and to
          limit abuse.
        </li>
      </ul>
      <h3>Why we use it</h3>
      <p>
        To provide the Platform under our agreement with you (accounts, invitations, introductions, bounties,
        messages and notifications); for our legitimate interests in keeping the Platform secure, preventing
        fraud and improving it; to contact waitlist members about admission, as they asked; and to meet legal
        obligations.
      </p>
      <h3>Contacts submitted by networkers</h3>
      <p>
        A networker may submit a person’s details only with that person’s permission. We use them only so that
        the operator can consider the introduction and both sides can follow its progress. A contact may ask
        us at {contact} to see or delete the information held about them.
      </p>
      <h3>Who sees it</h3>
      <p>
        An operator sees the contacts submitted to their invitations and the profiles of the networkers who
        joined them; a networker sees the operator’s profile and the progress of their own contacts. We share
        information with service providers who host the Platform and deliver email for us, under contracts
        that let them use it only for us; with authorities when the law requires it; and with a buyer if{' '}
        {PRODUCT_NAME} is sold, under this policy. We do not sell personal information.
      </p>
      <h3>How long we keep it</h3>
      <p>
        While your account is open, and afterwards only as long as needed. The Platform keeps an append-only
        history of changes so that bounty disputes can be settled; when an account is closed we delete or
        anonymise what is no longer needed, and keep records of bounties and payments as long as disputes,
        accounting or the law require.
      </p>
      <h3>Your rights</h3>
      <p>
        You can see and correct most of your information in your profile. You may also ask for a copy of your
        information, its correction or deletion, or object to or restrict a use of it, by writing to {contact}{' '}
        from the email address on your account. Where data-protection law gives you the right, you may
        complain to your supervisory authority.
      </p>
      <h3>Security</h3>
      <p>
        Sessions use a cookie that scripts on the page cannot read; every change you make carries an
        anti-forgery token; sign-in and other public forms are rate limited; and password reset links are
        single use and short lived. No system is perfectly secure: tell us at once if you suspect misuse of
        your account.
      </p>
      <h3>Children</h3>
      <p>The Platform is not meant for anyone under 18, and we do not knowingly collect their information.</p>
    </>
  ),
  california: (
    <>
      <p>
        If you live in California, the California Consumer Privacy Act, as amended by the California Privacy
        Rights Act, gives you these rights in addition to the Privacy Policy above.
      </p>
      <h3>What we collect and why</h3>
      <p>
        In the last 12 months we collected identifiers (name, email address, phone number, IP address),
        professional information (title, company, LinkedIn address), commercial information (bounties earned,
        approved and paid) and internet activity (request logs), from you, from networkers who submitted you
        as a contact, and from LinkedIn when you sign in with it, for the purposes in the Privacy Policy.
      </p>
      <h3>No sale or sharing</h3>
      <p>
        We do not sell personal information and do not share it for cross-context behavioural advertising. We
        do not use sensitive personal information to infer characteristics about you.
      </p>
      <h3>Your rights</h3>
      <ul>
        <li>to know what personal information we collected about you, and to get a copy;</li>
        <li>to have it deleted or corrected;</li>
        <li>not to be treated differently for exercising these rights.</li>
      </ul>
      <p>
        Send a request to {contact}. We will confirm it within 10 days and answer within 45 days, after
        checking your identity by the email address on your account. You may use an authorised agent, who must
        show your signed permission. Under California Civil Code section 1798.83 you may also ask whether we
        disclosed your information to others for their direct marketing; we do not.
      </p>
    </>
  ),
} satisfies Record<string, ReactNode>;
