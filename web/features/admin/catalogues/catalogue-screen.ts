import type { LucideIcon } from 'lucide-react';
import type { CatalogueKey } from '../../../../domain/catalogues.ts';
import type { CatalogueItem } from '../../../api/catalogues.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';
import type { FormField } from './catalogue-form.ts';

/** How a card shows an item: each part is optional but the title. */
export type CardView = {
  title: string;
  /** A photo above the title: its URL, or null for the app's default photo. Left out: no photo. */
  photo?: string | null;
  /** An emoji, or an image URL starting with http, beside the title. */
  icon?: string | null;
  subtitle?: string;
  description?: string | null;
  tags?: { label: string; tone: BadgeTone }[];
  /** Lines with an icon: a phone number, an address; `href` makes one a link. */
  details?: { icon: LucideIcon; label: string; text: string; href?: string }[];
};

/**
 * One admin catalogue screen (admin-and-host §2-§5): the page, its cards and its form are built
 * from this, the catalogue's definition in domain/catalogues.ts (path, schemas) and its words in
 * catalogue-texts.ts.
 */
export type CatalogueScreen<K extends CatalogueKey> = {
  catalogue: K;
  /** The page's heading. */
  title: string;
  /** The line under the heading: what the catalogue is for. */
  intro: string;
  /** The empty state's icon. */
  icon: LucideIcon;
  /** "Loading destinations..." (text) or three skeleton cards. */
  loading: 'text' | 'skeletons';
  empty: { title: string; text: string; action?: string };
  fields: readonly FormField[];
  /** Save stays disabled until these fields are non-empty after trimming. */
  mustBeFilled?: readonly string[];
  card: (item: CatalogueItem<K>) => CardView;
};

/** Checks a screen against its catalogue's item type while keeping its own type. */
export const defineScreen = <K extends CatalogueKey>(screen: CatalogueScreen<K>) => screen;
