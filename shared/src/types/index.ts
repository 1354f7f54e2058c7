import type { Lang, RouteDef } from '../routes';

/** Props every page component receives from the shell's router (and from a remote's standalone router). */
export interface PageProps {
  lang: Lang;
  route: RouteDef;
  /** Segments matched by the route's trailing '*', joined with '/' ('' for exact routes). */
  rest: string;
}

/** The signed-in user as the auth API returns it (under `data`). */
export interface AuthUser {
  id: number;
  name: string;
  lastname?: string | null;
  email?: string;
  phone?: string | null;
  photo?: string | null;
  org_type?: 'private' | 'corporate';
  /** `admin` sees the back office. */
  role?: 'user' | 'admin';
}
