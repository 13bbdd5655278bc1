/** Placeholder: the generic resource screen is built with the admin issue. */
import type { ResourceRoute } from '../../../generated/admin/resources.ts';

export interface ResourceScreenProps {
  route: ResourceRoute;
  /** Open the create form on arrival (/admin/blog/new, /admin/projects/new, /admin/team/new). */
  createOpen?: boolean;
}

export default function ResourceScreen({ route }: ResourceScreenProps) {
  return <h1>{route}</h1>;
}
