import type { RaRecord } from 'react-admin';
import type { ResourceHandler } from '../dataProvider/compose';
import type { SellerScope } from '../dataProvider/scope';
import type { ShellRoute } from '../routes/types';
import type { MenuPlacement } from '../layout/menuTypes';

/**
 * Everything the shell needs to know about one resource, exported by its folder's `index.ts`
 * and registered by one line in `src/resources/index.ts`. The dataProvider's handler map,
 * react-admin's `<Resource>` declarations and the route table are derived from that list
 * (docs/adding-a-resource.md). Its texts are a namespace of the one static message tree
 * (`src/i18n/ru/index.ts`), because the typed keys need that tree whole.
 */
export interface ResourceModule {
  /** react-admin's resource name: what pages pass to useGetList / useDataProvider calls. */
  name: string;
  /** The dataProvider handler, built once for the signed-in seller. */
  handler: (scope: SellerScope) => ResourceHandler;
  /**
   * Its pages at the paths of the specification (each lazy, so each is its own chunk). A route
   * whose path the shell's table already lists replaces that row.
   */
  routes?: readonly ShellRoute[];
  /** Its entries of the sidebar, as data: the submenu (or top level) and the position there. */
  menu?: readonly MenuPlacement[];
  /** How a record is named in react-admin's titles and references. */
  recordRepresentation?: string | ((record: RaRecord) => string);
}

/** Declares a resource module (an identity that checks the shape where it is written). */
export const defineResource = <Module extends ResourceModule>(module: Module): Module => module;
