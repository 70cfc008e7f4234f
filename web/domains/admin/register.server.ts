import { defineDomain } from '../../server/domain.ts';
import { routes } from './routes.ts';

export const domain = defineDomain({ name: 'admin', routes });
