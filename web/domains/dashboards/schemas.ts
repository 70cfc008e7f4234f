// The dashboard's answers, as valibot schemas for the API's OpenAPI document
// (web/server/openapi.server.ts): the spec leaves the dashboard summaries' shape open (spec 001
// §7), so GET /api/dashboard/sections is described here in full. Typed against model.ts and
// checked against real answers by tests/integration/openapi.test.ts.
import * as v from 'valibot';
import { LIVE_SECTIONS } from './model.ts';

const cents = (what: string) => v.pipe(v.nullable(v.number()), v.description(`${what}, in cents.`));

/** The Account Highlights' counts (spec 001 §2, §9). */
export const HighlightCountsSchema = v.object({
  jobViews: v.pipe(
    v.number(),
    v.description("Family: the new views of its jobs; Care Pro: families' views of the profile."),
  ),
  jobViewsChange: v.pipe(
    v.nullable(v.number()),
    v.description("This week's views against last week's, in percent; null: unknown."),
  ),
  apps: v.pipe(v.number(), v.description('Applications neither accepted nor declined.')),
  invoices: v.pipe(v.number(), v.description('Unpaid invoices.')),
  ytdCostCents: cents("Family: this year's unpaid invoices' total payable (else null)"),
  monthlyEarningsCents: cents("Care Pro: this month's earnings (else null)"),
  ytdEarningsCents: v.optional(cents("Care Pro: this year's earnings so far (else null)")),
});

const SwipeItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  message: v.string(),
  status: v.picklist(['unread', 'read', 'accepted', 'declined']),
});

/** The swipe card: Upcoming Shifts, My Team Invites, My Applications (spec 001 §2). */
export const SwipeCardSchema = v.object({
  hasMembers: v.boolean(),
  shifts: v.array(v.object({
    id: v.string(),
    memberId: v.string(),
    name: v.pipe(v.string(), v.description('The other party: the Care Pro, or the family.')),
    startTime: v.string(),
    endTime: v.string(),
    timeZone: v.pipe(v.string(), v.description("The care location's IANA zone.")),
    state: v.picklist(['scheduled', 'checked_in', 'completed']),
  })),
  invites: v.array(SwipeItemSchema),
  applications: v.array(SwipeItemSchema),
});

/** The team carousel: each side sees the other's name. */
export const TeamCarouselItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  startDate: v.string(),
});

/** GET /api/dashboard/sections?only=…: the sections asked for (none for staff). */
export const LiveSectionsSchema = v.pipe(
  v.object({
    counts: v.optional(HighlightCountsSchema),
    swipe: v.optional(SwipeCardSchema),
    team: v.optional(v.array(TeamCarouselItemSchema)),
  }),
  v.description(`The sections asked for in \`only\` (${LIVE_SECTIONS.join(', ')}); none: all.`),
);

/** The `only` query of GET /api/dashboard/sections. */
export const SectionsQuerySchema = v.object({
  only: v.optional(
    v.pipe(
      v.string(),
      v.description(
        `Comma-separated section names (${LIVE_SECTIONS.join(', ')}); unknown ones are ignored.`,
      ),
    ),
  ),
});
