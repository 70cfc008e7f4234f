// The careers domain's browser-safe types and helpers, shared by the server, the pages and the
// islands: a position as staff and visitors see it, grouping positions by category (spec 000 §3:
// the category key shown title-cased) and reading the plain-text description format (blank lines
// between paragraphs, "- " for bullets).

/** A position as staff see it (GET /api/admin/careers). */
export type AdminCareer = {
  id: string;
  title: string;
  category: string;
  locations: string[];
  summary: string;
  description: string;
  howToApply: string;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Staff's table of positions: published first, then by category and title, or as sorted. */
export const CAREERS_TABLE = {
  sortable: { position: 'asc', category: 'asc', status: 'asc' },
  defaultSort: { column: 'status', direction: 'asc' },
  pageSize: 0,
} as const;
export type CareersColumn = keyof typeof CAREERS_TABLE.sortable;

/** A published position as /careers lists it. */
export type CareerSummary = {
  id: string;
  title: string;
  category: string;
  locations: string[];
  summary: string;
};

/** GET /api/careers/get-all (spec 000 §7). */
export type CareersPayload = {
  careers: CareerSummary[];
  careersFiltered: Record<string, CareerSummary[]>;
};

/** 'customer-success' → 'Customer Success'. */
export function titleCaseCategory(category: string): string {
  return category
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-CA') + word.slice(1))
    .join(' ');
}

/** Category → positions, categories in alphabetical order, positions by title within each. */
export function groupByCategory<T extends { category: string; title: string }>(
  careers: T[],
): Record<string, T[]> {
  const sorted = [...careers].sort((a, b) =>
    a.category.localeCompare(b.category, 'en') || a.title.localeCompare(b.title, 'en')
  );
  const groups: Record<string, T[]> = {};
  for (const career of sorted) (groups[career.category] ??= []).push(career);
  return groups;
}

export function careersPayload(careers: CareerSummary[]): CareersPayload {
  const careersFiltered = groupByCategory(careers);
  return { careers: Object.values(careersFiltered).flat(), careersFiltered };
}

export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Plain text to blocks: paragraphs are separated by blank lines, lines starting with "- " (or
 * "* ", "• ") are bullets. Rendering the blocks as elements keeps stored text from ever being
 * interpreted as markup.
 */
export function parseDescription(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) blocks.push({ kind: 'list', items: list });
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    if (!line) {
      flushParagraph();
      flushList();
    } else if (bullet) {
      flushParagraph();
      list.push(bullet[1].trim());
    } else if (list.length && /^\s{2,}/.test(raw)) {
      // An indented line continues the bullet above it.
      list[list.length - 1] += ` ${line}`;
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The mailto: link of a position's Apply button. */
export const CAREERS_EMAIL = 'careers@tendwell.ca';
export function applyHref(title: string): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(title)}`;
}
