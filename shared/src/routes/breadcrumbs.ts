import { routeById, type Lang, type RouteDef, type RouteId } from './table';
import { routePath } from './match';

export interface Crumb {
  /** Route id: the label is `routes.<id>.title` ('home' uses the `home` key). */
  id: RouteId;
  /** Path to link to; absent for the current page. */
  path?: string;
}

/** Home, then the route's parents, then the route itself (current, unlinked). */
export function breadcrumbTrail(route: RouteDef, lang: Lang): Crumb[] {
  const parents: RouteDef[] = [];
  for (let id = route.parent; id; ) {
    const parent = routeById(id);
    if (!parent || parents.includes(parent)) break;
    parents.unshift(parent);
    id = parent.parent;
  }
  const home = routeById('home');
  const trail: Crumb[] = route.id === 'home' || !home ? [] : [{ id: 'home', path: routePath(lang, home) }];
  for (const parent of parents) if (parent.id !== 'home') trail.push({ id: parent.id, path: routePath(lang, parent) });
  trail.push({ id: route.id });
  return trail;
}
