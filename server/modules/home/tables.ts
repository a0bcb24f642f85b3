import type { Generated } from 'kysely';

/** News and kudos of the home feed (migration 0005_messages). */
export interface HomeMessageTable {
  id: Generated<number>;
  /** 'news' | 'kudos' */
  type: string;
  /** 'published' | 'correction' | 'pending' (contracts/home/messages.ts). */
  status: string;
  title: string | null;
  /** News: sanitised HTML. */
  body: string | null;
  image: string | null;
  category: string | null;
  /** Kudos: plain text. */
  message: string | null;
  author_id: number;
  publish_from: string;
  publish_to: string | null;
  active: Generated<number>;
  correction_reason: string | null;
  created_at: string;
  updated_at: string;
}

interface HomeMessageRecipientTable {
  message_id: number;
  employee_id: number;
  notified: Generated<number>;
}

interface KudosSuggestionTable {
  id: Generated<number>;
  text: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Top referrers by hired referrals; the RAFT module feeds it once it lands. */
interface GoldenReferrerTable {
  id: Generated<number>;
  employee_id: number;
  hired_referrals: number;
  updated_at: string;
}

/** An activity of the home (application 1) or Bring a friend (2) calendar (migration 0004). */
export interface CalendarActivityTable {
  id: Generated<number>;
  application_id: number;
  title: string;
  description: string | null;
  /** ISO-8601 UTC. */
  starts_at: string;
  ends_at: string;
  location: string | null;
  link: string | null;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A quick link of the home menu; `position` is its order, 1…n (migration 0004). */
export interface HomeMenuItemTable {
  id: Generated<number>;
  name: string;
  url: string;
  icon: string;
  position: number;
  new_tab: Generated<number>;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A CTA: video, banner, assistant link, contact or image, by `key` (migration 0004). */
export interface CtaTable {
  id: Generated<number>;
  key: string;
  source_url: string | null;
  image_file_id: string | null;
  title: string | null;
  description: string | null;
  name: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  /** Order among the CTAs of the same key, 1…n. */
  position: number;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/**
 * How many active employees have their birthday on a month-day ('03-09'), kept by triggers on
 * employees (migration 0047): BirthdayMembers' total without counting the month's birthdays.
 */
interface BirthdayCountTable {
  month_day: string;
  employees: number;
}

export interface HomeTables {
  birthday_counts: BirthdayCountTable;
  calendar_activities: CalendarActivityTable;
  home_menu_items: HomeMenuItemTable;
  ctas: CtaTable;
  home_messages: HomeMessageTable;
  home_message_recipients: HomeMessageRecipientTable;
  kudos_suggestions: KudosSuggestionTable;
  golden_referrers: GoldenReferrerTable;
}
