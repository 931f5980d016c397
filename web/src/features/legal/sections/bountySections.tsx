import {
  DEFAULT_OWNERSHIP_PROTECTION_DAYS,
  describeTerms,
  describeWonDeal,
  EXAMPLE_REVENUE_CENTS,
  EXAMPLE_TERMS,
  formatCents,
  formatMonths,
  LEGAL_CONTACT_EMAIL,
  LEGAL_TERMS,
  PAYOUT_METHOD_NAMES,
  PRODUCT_NAME,
} from '@referrals/contracts';
import type { ReactNode } from 'react';
import { countOf, oneOf } from '../legalWords';

const businessDays = (count: number) => countOf(count, 'business day');
const payoutMethods = oneOf(PAYOUT_METHOD_NAMES);

/** The worked example: the example terms and what a won deal with the example's revenue pays under them. */
const example = describeTerms(EXAMPLE_TERMS);
const exampleWonDeal = describeWonDeal(EXAMPLE_TERMS, EXAMPLE_REVENUE_CENTS);
const exampleMonths = formatMonths(EXAMPLE_TERMS.revenueShareMonths);

/** Money: fees, the bounties and their periods, how payouts are made, and the rules on contacts. */
export const bountySections = {
  fees: (
    <>
      <p>
        Joining as a networker is free. Operators pay the bounties they offer on their invitations and any
        service fee shown to them, with its amount and billing period, before they agree to it. Amounts are in
        US dollars and exclude taxes, which are the responsibility of the party who owes them.
      </p>
      <h3>Billing disputes</h3>
      <p>
        If you believe a charge is wrong, tell us at{' '}
        <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a> within{' '}
        {countOf(LEGAL_TERMS.billingDisputeDays, 'day')} of the charge, with the date, amount and what you
        believe is wrong. We will review it and correct or refund a charge made in error. A charge not
        disputed within {countOf(LEGAL_TERMS.billingDisputeDays, 'day')} is final, unless the law gives you a
        longer period.
      </p>
      <h3>Taxes</h3>
      <p>
        Networkers are responsible for reporting bounties they receive as income. Operators may ask a
        networker for the tax information they need to pay a bounty, and may withhold a payment until it is
        provided.
      </p>
    </>
  ),
  'bounty-terms': (
    <>
      <p>
        Each invitation states the terms its operator offers for one introduction: an intro bounty, a meeting
        bounty and a win bounty (fixed amounts, each only where offered), and a revenue share: a percent of
        the revenue the customer brings in a stated number of months after the deal is won. The terms in force
        when the operator approves a contact are fixed for that contact; a later change to the invitation does
        not alter them.
      </p>
      <p>
        For example, under the terms {example.summary}, a contact who is introduced, meets the operator and
        becomes a customer bringing {formatCents(EXAMPLE_REVENUE_CENTS)} of revenue in its first{' '}
        {exampleMonths} earns the intro and meeting bounties and, for the won deal, {exampleWonDeal.amounts}.
      </p>
      <h3>Intro bounty</h3>
      <p>
        Earned when the introduction has been made and the prospect responds to it. The prospect must respond
        within {businessDays(LEGAL_TERMS.prospectResponseBusinessDays)} of the introduction for the intro
        bounty to be earned. The operator pays it within {businessDays(LEGAL_TERMS.introPayoutBusinessDays)}{' '}
        after the prospect responds.
      </p>
      <h3>Meeting bounty</h3>
      <p>
        Earned when the meeting between the operator and the prospect is held, and payable within{' '}
        {businessDays(LEGAL_TERMS.meetingPayoutBusinessDays)} after the meeting. If the operator does not
        attend a scheduled meeting, or cancels it with less than{' '}
        {countOf(LEGAL_TERMS.noShowNoticeHours, 'hour')}’ notice, the networker keeps the meeting bounty as
        earned, due as if the meeting had been held at its scheduled time.
      </p>
      <h3>Win bounty and revenue share</h3>
      <p>
        Earned when the prospect becomes the operator’s customer and the operator records the won deal with
        the revenue of the months the revenue share covers. The win bounty and the revenue share are paid
        within {businessDays(LEGAL_TERMS.winPayoutBusinessDays)} after the customer’s launch — the day the
        customer starts using what they bought.
      </p>
      <h3>General rules</h3>
      <ul>
        <li>
          Business days are Monday to Friday, counted in Coordinated Universal Time (UTC). The periods above
          are the longest allowed; operators may pay sooner.
        </li>
        <li>
          Operators must record each step — introduction made, meeting held, deal won — promptly and
          truthfully. A step that happened earns its bounty whether or not it was recorded.
        </li>
        <li>
          No bounty is earned for a contact the operator rejected, or for a contact already protected for
          another networker (see Referral Standards).
        </li>
      </ul>
    </>
  ),
  escrow: (
    <>
      <p>
        {PRODUCT_NAME} does not hold bounty money in escrow. Operators pay networkers directly, by the payout
        method the networker chooses ({payoutMethods}), and record each payment with its reference on the
        Platform.
      </p>
      <p>
        The bounty ledger shows every amount as upcoming, earned, approved or paid, with its due date once
        approved. Operators approve an earned amount without undue delay; approval never extends the periods
        in the Bounty Terms. A networker who has not been paid when an amount falls due can raise it under
        Dispute Resolution, and the ledger’s records will be used to settle it.
      </p>
      <p>
        Should we offer to hold funds in the future, that service will be described here and will apply only
        to those who agree to it.
      </p>
    </>
  ),
  referral: (
    <>
      <p>Introductions on {PRODUCT_NAME} are warm, personal and made with everyone’s consent.</p>
      <ul>
        <li>
          Submit only people you know and reasonably believe would welcome the introduction, with accurate
          details.
        </li>
        <li>
          Double opt-in: after the operator approves a contact, ask the contact whether they want the
          introduction before you make it or share more of their details.
        </li>
        <li>Tell every contact that you may be paid for the introduction.</li>
        <li>The operator reviews each contact and may decline any of them without giving a reason.</li>
      </ul>
      <h3>Contact ownership</h3>
      <p>
        The first networker to submit a contact to an operator holds that contact with that operator for the
        protection period shown as “protected until” on the contact (
        {countOf(DEFAULT_OWNERSHIP_PROTECTION_DAYS, 'day')} unless stated otherwise). During that period
        nobody else can submit the same contact to that operator, and the bounties for it belong to the first
        networker.
      </p>
    </>
  ),
  'non-circumvention': (
    <>
      <p>
        An operator who meets, hires or contracts with a prospect introduced through the Platform owes the
        bounties that the Bounty Terms attach to that progress, whether the contact continued on the Platform
        or outside it. Operators must not ask networkers or prospects to move an introduction off the Platform
        to avoid a bounty.
      </p>
      <p>
        Networkers must not work around contact ownership — for example by submitting a protected contact
        through another account — or arrange payment outside the Platform for an introduction they made
        through it.
      </p>
      <p>
        If we find that a bounty was avoided, we may require the operator to pay it, and may suspend the
        accounts involved.
      </p>
    </>
  ),
} satisfies Record<string, ReactNode>;
