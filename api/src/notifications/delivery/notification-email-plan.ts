import {
  type EmailMessage,
  notificationDashboardPath,
  type NotificationDelivery,
} from '@referrals/contracts';
import type { DeliveryLookup, Recipient } from './delivery-lookup.js';
import { emailGoesAlone, notificationContent, notificationEmail } from './notification-content.js';
import { type DigestItem, notificationDigestEmail } from './notification-digest-email.js';

/** A notification email's row in notification_deliveries (its channel is email). */
export interface EmailDeliveryKey {
  eventId: string;
  recipientUserId: string;
}

/** A delivery the dispatcher took, with what decides whether and how it is emailed. */
export interface TakenDelivery {
  delivery: NotificationDelivery;
  /** Null when the recipient's account is gone. */
  lookup: DeliveryLookup | null;
  /** False for a message whose conversation was emailed to the recipient moments before (or not wanted). */
  due: boolean;
}

export interface PlannedEmail {
  message: EmailMessage;
  /** The deliveries it settles once the SMTP server has taken it. */
  settles: EmailDeliveryKey[];
  /** Whether sending it opens the recipient's digest window (a notice that goes alone does not). */
  paced: boolean;
}

export interface EmailPlan {
  emails: PlannedEmail[];
  /** Settled without an email: the recipient is gone, turned the type off, or the message is in a burst. */
  unsent: EmailDeliveryKey[];
}

const keyOf = ({ eventId, recipientUserId }: NotificationDelivery): EmailDeliveryKey => ({
  eventId,
  recipientUserId,
});

/**
 * The emails of the deliveries taken together (ADR 0032): per recipient, a notice that goes alone (it
 * replies to someone else) is an email of its own; the others make one email, the notice's own when
 * there is one, a digest of all of them, oldest first, when there are several.
 */
export function planNotificationEmails(taken: readonly TakenDelivery[], publicUrl: string): EmailPlan {
  const unsent: EmailDeliveryKey[] = [];
  const emails: PlannedEmail[] = [];
  const byRecipient = new Map<
    string,
    { recipient: Recipient; items: DigestItem[]; settles: EmailDeliveryKey[] }
  >();
  const ordered = [...taken].sort((a, b) => a.delivery.occurredAt.localeCompare(b.delivery.occurredAt));
  for (const { delivery, lookup, due } of ordered) {
    if (!lookup?.wanted || !due) {
      unsent.push(keyOf(delivery));
      continue;
    }
    const content = notificationContent(delivery.subject, lookup.names);
    const item = { content, link: `${publicUrl}${notificationDashboardPath(content.navigation)}` };
    if (emailGoesAlone(delivery.subject)) {
      emails.push({
        message: notificationEmail(lookup.recipient, content, item.link),
        settles: [keyOf(delivery)],
        paced: false,
      });
      continue;
    }
    const grouped = byRecipient.get(delivery.recipientUserId);
    if (grouped) {
      grouped.items.push(item);
      grouped.settles.push(keyOf(delivery));
    } else {
      byRecipient.set(delivery.recipientUserId, {
        recipient: lookup.recipient,
        items: [item],
        settles: [keyOf(delivery)],
      });
    }
  }
  for (const { recipient, items, settles } of byRecipient.values()) {
    const [only] = items;
    emails.push({
      message:
        items.length === 1 && only
          ? notificationEmail(recipient, only.content, only.link)
          : notificationDigestEmail(recipient, items, publicUrl),
      settles,
      paced: true,
    });
  }
  return { emails, unsent };
}
