// The close icon on its own: the Dialog needs only this one, and importing the whole icon set
// put every icon's path into each island that opens a dialog (1.3 kB gzip apiece).
import { IconSvg } from './icon-svg.tsx';

export const CLOSE_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

export function CloseIcon({ size = 24, label }: { size?: number; label?: string }) {
  return <IconSvg path={CLOSE_PATH} size={size} label={label} />;
}
