// The descriptions of the routes whose files register no `describe(…)` of their own: the edge
// functions (edge-functions/, deployed alone, ADR 028), the files (web/server/storage.server.ts)
// and the realtime socket, all mounted by web/app/app.ts; and the document's own route. A body
// here is still the schema the handler checks with: tests/integration/openapi.test.ts hears
// which one readJson is handed and compares.
import * as v from 'valibot';
import {
  AutopayAnswerSchema,
  AutopayRunSchema,
  LatestPaymentAnswerSchema,
  NewPaymentSchema,
  PaymentAnswerSchema,
} from '../domains/payments/schemas.ts';
import { RunWeekSchema } from '../domains/invoices/schemas.ts';
import { describeRoutes, download, type RouteDoc } from '../server/openapi.server.ts';

/** An operation's security requirements (OpenAPI), where its access line does not say them. */
export type Security = Record<string, string[]>[];

type ExternalDoc = RouteDoc & { tag: string; security?: Security };

const health = (name: string): ExternalDoc => ({
  tag: 'Edge functions',
  summary: `Whether the ${name} function is up (it loaded every module it imports).`,
  answers: { 200: v.object({ status: v.literal('ok'), function: v.literal(name) }) },
});

const scheduled: Security = [{ session: [] }, { functionsSecret: [] }];

export const EXTERNAL_ROUTE_DOCS: Readonly<Record<string, ExternalDoc>> = {
  'GET /api/realtime': {
    tag: 'Realtime',
    summary: 'The realtime socket (a WebSocket): changes to the caller’s rows, as they happen.',
    description: 'A visitor’s socket is closed at once with code 4401. A request that is not a ' +
      'WebSocket upgrade answers 426.',
    answers: { 101: download(null, 'The WebSocket is open.') },
    errors: [426],
  },
  'GET /storage/v1/object/public/*': {
    tag: 'Files',
    summary: 'A file of a public bucket (avatars): `{bucket}/{path}`.',
    answers: { 200: download('application/octet-stream', 'The file, as stored.') },
    errors: [404],
  },
  'GET /storage/v1/object/sign/*': {
    tag: 'Files',
    summary: 'A file through a signed URL: `{bucket}/{path}?token=…`.',
    query: v.object({
      token: v.pipe(v.string(), v.description('The signature the signed URL carries.')),
    }),
    answers: { 200: download('application/octet-stream', 'The file, as stored.') },
    errors: [403, 404],
  },
  'GET /functions/v1/payments/health': health('payments'),
  'POST /functions/v1/payments/webhook': {
    tag: 'Edge functions',
    summary: 'The payment processor’s signed event (as POST /api/stripe/webhook).',
    rawBody: { contentType: 'application/json', description: 'The event, byte for byte.' },
    headers: { 'stripe-signature': { description: 'The processor’s signature of the body.' } },
    answers: { 200: v.object({ received: v.literal(true), duplicate: v.boolean() }) },
  },
  'POST /functions/v1/payments/intents': {
    tag: 'Edge functions',
    summary: 'Pays an approved invoice (as POST /api/payment/add/payment).',
    body: NewPaymentSchema,
    answers: { 201: PaymentAnswerSchema },
    errors: [404, 409],
  },
  'GET /functions/v1/payments/intents/:invoiceId': {
    tag: 'Edge functions',
    summary: 'The invoice’s latest payment (as GET /api/payment/invoice/{invoiceId}).',
    answers: { 200: LatestPaymentAnswerSchema },
  },
  'GET /functions/v1/invoices/health': health('invoices'),
  'POST /functions/v1/invoices/run': {
    tag: 'Edge functions',
    summary: 'Generates the invoices of the week holding `weekOf` (idempotent).',
    body: RunWeekSchema,
    security: scheduled,
    answers: {
      200: v.object({
        created: v.number(),
        skipped: v.number(),
        weekStart: v.optional(v.string()),
      }),
    },
  },
  'GET /functions/v1/autopay/health': health('autopay'),
  'POST /functions/v1/autopay/run': {
    tag: 'Edge functions',
    summary: 'Approves and charges what is due at `asOf`, never an invoice twice.',
    body: AutopayRunSchema,
    security: scheduled,
    answers: { 200: AutopayAnswerSchema },
  },
};

/** GET /api/openapi.json's own description. */
export const openApiDoc = describeRoutes('API')({
  summary: 'This document: the API described in OpenAPI 3.1.',
  answers: {
    200: v.pipe(
      v.looseObject({ openapi: v.literal('3.1.0'), paths: v.record(v.string(), v.unknown()) }),
      v.description('The OpenAPI 3.1 document.'),
    ),
  },
});
