import { defineDomain } from '../../server/domain.ts';
import { routes } from './routes.ts';

// My Pay (issue 12): pages only. The data, the API and the live invoice changes are the invoices
// domain's (its realtime reader of public.invoices reaches the invoice island); the cards are the
// payments domain's.
export const domain = defineDomain({ name: 'my-pay', routes });
