import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // An interface (not a type alias) is required to merge into styled-components' declaration.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
