import { LEGAL_CONTACT_EMAIL, LEGAL_TERMS, PRODUCT_NAME, RESET_LINK_TTL_MS } from '@referrals/contracts';
import type { ReactNode } from 'react';
import { countOf } from '../legalWords';

const resetLinkHours = RESET_LINK_TTL_MS / (60 * 60 * 1000);

/** The agreement itself: what the service is, accounts, membership, conduct and ownership. */
export const agreementSections = {
  terms: (
    <>
      <p>
        These Terms of Service (the “Terms”) govern your use of the {PRODUCT_NAME} website, applications and
        services (together, the “Platform”). They take effect on {LEGAL_TERMS.effectiveDate}. By creating an
        account, accepting an invitation, joining the waitlist or otherwise using the Platform, you agree to
        these Terms and to the policies they refer to on this page. If you use the Platform for a company, you
        confirm that you may bind that company, and “you” includes it.
      </p>
      <h3>What the Platform does</h3>
      <p>
        {PRODUCT_NAME} is an invitation-based referral marketplace. Operators — sales professionals and the
        companies they represent — invite networkers to introduce them to prospects, and offer bounties for
        the introduction, the meeting and a won deal. Networkers introduce people they know and earn those
        bounties as an introduction progresses. The Platform records invitations, contacts, the status of each
        introduction, messages, reviews and the bounty ledger.
      </p>
      <p>
        {PRODUCT_NAME} is not a party to any agreement between an operator, a networker and a prospect, is not
        anyone’s employer or agent, and does not promise that an introduction leads to a meeting or a sale.
      </p>
      <h3>Eligibility</h3>
      <p>
        You must be at least 18 years old and able to enter a binding contract. You may not use the Platform
        if we have closed your account for a breach of these Terms.
      </p>
      <h3>Changes to these Terms</h3>
      <p>
        We may change these Terms as the Platform changes. We will announce material changes by email or in
        the Platform before they take effect, and show the new effective date at the top of this page. Bounty
        terms already fixed for a contact are never changed by a later version. If you keep using the Platform
        after a change takes effect, the changed Terms apply to you; if you do not agree, close your account.
      </p>
    </>
  ),
  'user-agreement': (
    <>
      <h3>Your account</h3>
      <p>
        Give accurate information when you register and keep it current. Keep your password and passkeys to
        yourself: you are responsible for what is done with your account. Password reset links are single use
        and expire after {countOf(resetLinkHours, 'hour')}. Tell us at once at{' '}
        <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a> if you believe someone else has
        used your account.
      </p>
      <h3>Operator and networker roles</h3>
      <p>
        One account may hold an operator profile and a networker profile. You act in the role the Platform
        shows as active, and each role’s obligations in these Terms apply to what you do in it.
      </p>
      <h3>Messages and notifications</h3>
      <p>
        We send in-app notifications and emails about activity on your invitations and contacts. You can turn
        individual notification types off in your preferences; messages we must send to run your account, such
        as password resets, cannot be turned off.
      </p>
      <h3>Ending the agreement</h3>
      <p>
        You may close your account at any time. We may suspend or close an account that breaches these Terms,
        puts other users at risk or exposes us to legal liability, and will tell you why unless the law or the
        safety of others prevents it. Bounties earned before an account is closed remain payable. The sections
        on fees, bounty terms, non-circumvention, intellectual property and dispute resolution continue after
        the agreement ends.
      </p>
      <h3>Disclaimers and limits of liability</h3>
      <p>
        The Platform is provided “as is”. To the extent the law allows, we disclaim implied warranties of
        merchantability, fitness for a particular purpose and non-infringement, and we are not liable for
        indirect or consequential losses, lost profits or lost business. Our total liability to you for any
        claim is limited to the fees you paid us in the twelve months before the claim arose. Nothing in these
        Terms limits liability that cannot be limited by law.
      </p>
      <p>
        You will compensate {PRODUCT_NAME} for claims brought by others that arise from your breach of these
        Terms or from information you submitted without the right to do so.
      </p>
    </>
  ),
  membership: (
    <>
      <p>
        Membership is by invitation. Networkers join through an operator’s invitation link. Sales operators
        join the waitlist and are admitted as places open; joining the waitlist does not guarantee admission.
      </p>
      <ul>
        <li>Membership is personal. You may not sell, transfer or share your account.</li>
        <li>
          Operators are responsible for their profile, invitations and bounty offers, which networkers see on
          invitation pages, and must keep them accurate.
        </li>
        <li>
          After a meeting has been held, the operator and the networker may each review the other once.
          Reviews must describe your own experience honestly. A review cannot be edited afterwards; we may
          remove a review that breaches the Acceptable Use rules.
        </li>
        <li>
          We may decline an application or an invitation, or end a membership, under the section “Ending the
          agreement” above.
        </li>
      </ul>
    </>
  ),
  'acceptable-use': (
    <>
      <p>When you use the Platform, you must not:</p>
      <ul>
        <li>give false information, impersonate anyone, or misstate your relationship with a contact;</li>
        <li>
          submit a person’s details without their permission, or use contact details from the Platform for any
          purpose other than the introduction they were shared for;
        </li>
        <li>send spam, harass anyone, or use purchased or scraped lists;</li>
        <li>post fake reviews, or record false meetings, deals or payments to change what a bounty pays;</li>
        <li>
          offer or solicit bribes or kickbacks, or use introductions for unlawful, discriminatory or deceptive
          purposes;
        </li>
        <li>
          scrape the Platform, access it by automated means beyond its published interfaces and rate limits,
          probe or break its security, or upload malicious code;
        </li>
        <li>use the Platform to compete with it by copying its features or data.</li>
      </ul>
      <p>
        We may remove content, refuse a contact or suspend an account that breaches these rules. Report abuse
        to <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
      </p>
    </>
  ),
  'ip-ownership': (
    <>
      <p>
        {PRODUCT_NAME} owns the Platform, its software, design and brand. We grant you a personal, revocable,
        non-exclusive and non-transferable licence to use the Platform for its intended purpose while your
        account is open.
      </p>
      <p>
        You keep ownership of what you submit: profiles, photos, company descriptions, messages and reviews.
        You grant us a worldwide, royalty-free licence to host, copy, display and process that content as
        needed to run the Platform — for example, to show an operator’s profile on an invitation page. The
        licence ends when the content is deleted, except for copies we must keep under the Privacy Policy.
      </p>
      <p>
        Company names and logos shown on the Platform belong to their owners and are shown only to identify
        the companies. If you send us suggestions, we may use them without any obligation to you.
      </p>
    </>
  ),
} satisfies Record<string, ReactNode>;
