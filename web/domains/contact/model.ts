// The contact domain's browser-safe types and constants: what the staff inquiries page shows,
// and the kinds of device the Contact Us form reports.

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const INQUIRIES_PER_PAGE = 25;

/** Staff's table of inquiries: newest first by default, or by name, email or subject. */
export const INQUIRY_TABLE = {
  sortable: { date: 'desc', name: 'asc', email: 'asc', subject: 'asc' },
  defaultSort: { column: 'date', direction: 'desc' },
  pageSize: INQUIRIES_PER_PAGE,
} as const;
export type InquiryColumn = keyof typeof INQUIRY_TABLE.sortable;
export type InquirySort = { column: InquiryColumn; direction: 'asc' | 'desc' };
/** Staff search the inquiries by name, email or subject; longer input is cut to this. */
export const INQUIRY_SEARCH_MAX = 120;

/** A stored Contact Us message as staff read it. */
export type StoredInquiry = {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  browserName: string | null;
  deviceType: string | null;
  mobileVendor: string | null;
  createdAt: string;
};

/** GET /api/admin/inquiries: one page, newest first. */
export type InquiryPage = {
  inquiries: StoredInquiry[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
};
