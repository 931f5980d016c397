import dayjs from 'dayjs';

/** The spec's message timestamp format, MMM d, h:mm a (e.g. "Nov 21, 7:05 PM"), in the viewer's time zone. */
export function formatMessageTime(iso: string): string {
  return dayjs(iso).format('MMM D, h:mm A');
}
