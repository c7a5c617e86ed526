/**
 * English strings of the landing notice: the offer to be notified when a swap lands, and the
 * page title and browser notification once it has (loaded with the tracker).
 */
export const landingNoticeEn = {
  /** The tracker's offer to ask the browser for a notification. */
  offer: 'Notify me when it lands',
  /** Said once notifications are allowed. */
  offerOn: 'You will get a notification when it lands',
  /** Said when the browser refuses notifications for the site. */
  offerBlocked: 'Notifications are blocked for this site in your browser',
  /** The page title's and the notification's heading, by how the order ended. */
  titles: {
    delivered: 'Swap delivered',
    partial: 'Swap partly filled',
    refunded: 'Swap refunded',
    cancelled: 'Swap cancelled',
    failed: 'Swap failed',
  },
  /** The notification's sentence, by how the order ended. */
  bodies: {
    delivered: 'Your tokens have arrived.',
    partial: 'Part was paid out, the rest refunded.',
    refunded: 'Your tokens were refunded.',
    cancelled: 'The order was cancelled and your tokens refunded.',
    failed: 'The payout failed. Open the swap to see what to do.',
  },
}

/** Every catalog of the landing notice has English's keys and shapes. */
export type LandingNoticeMessages = typeof landingNoticeEn
