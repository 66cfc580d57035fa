import { LoadingHost } from './loading-host';
import { TipsDialogHost } from './tips-dialog-host';
import { ToastHost } from './toast-host';

/**
 * The bus-driven hosts of the kit: toasts, tips dialogs, loading toast. Mount once per page,
 * inside the ThemeProvider (the host app does; a remote only in its standalone shell).
 */
export function UiHosts() {
  return (
    <>
      <ToastHost />
      <TipsDialogHost />
      <LoadingHost />
    </>
  );
}
