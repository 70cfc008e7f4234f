import { defineDomain } from '../../server/domain.ts';
import { routes } from './routes.ts';

// The reports pages (issue 11): /reports and /reports/{reportId}, and the filing island placed by
// name on a shift. The data, its API and its realtime reader are the shifts domain's.
export const domain = defineDomain({ name: 'reports', routes });
