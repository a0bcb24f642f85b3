import type { Generated } from 'kysely';

/** A newsletter: shown to employees while published and today is in its window. */
export interface NewsletterTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  cover_file_id: string | null;
  /** 'YYYY-MM-DD', inclusive. */
  start_date: string;
  /** 'YYYY-MM-DD', inclusive. */
  end_date: string;
  published: number;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
}

export interface NewsletterTables {
  newsletters: NewsletterTable;
}
