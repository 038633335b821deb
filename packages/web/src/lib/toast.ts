export interface Toast {
  kind: 'error' | 'success';
  text: string;
}

let outlet: ((toast: Toast) => void) | null = null;
let waiter: (() => void) | null = null;
const pending: Toast[] = [];

/** The mounted toast outlet; toasts raised before it mounted are delivered in order. */
export function onToast(next: ((toast: Toast) => void) | null): void {
  outlet = next;
  if (next) for (const toast of pending.splice(0)) next(toast);
}

/** Called when a toast waits for an outlet, so the app can load one on demand. */
export function onToastWanted(next: (() => void) | null): void {
  waiter = next;
}

export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

function raise(toast: Toast): void {
  if (outlet) {
    outlet(toast);
    return;
  }
  pending.push(toast);
  waiter?.();
}

export function toastError(text: string): void {
  raise({ kind: 'error', text });
}

export function toastSuccess(text: string): void {
  raise({ kind: 'success', text });
}
