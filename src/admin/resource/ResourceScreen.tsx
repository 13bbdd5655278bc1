/** Placeholder: the generic resource screen is built with the admin issue. */
import type { ResourceRoute } from '../../../generated/admin/resources.ts';

export default function ResourceScreen({ route }: { route: ResourceRoute }) {
  return <h1>{route}</h1>;
}
