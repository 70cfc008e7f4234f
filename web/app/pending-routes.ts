// Routes of spec 000 §2.1 whose domain is not built yet. Each runs its guard (§2.2), then
// answers the real not-found page with a 404. A domain that builds a route removes its row here
// and lists it in its own routes.ts. (Every route is built now; the list stays for the next.)
import type { RouteEntry } from '../server/page.ts';

export const pendingRoutes: RouteEntry[] = [];
