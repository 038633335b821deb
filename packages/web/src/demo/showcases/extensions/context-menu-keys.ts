/** The keys that open a context menu without a mouse: Shift+F10 and the Menu key. */
export const opensContextMenu = (event: { key: string; shiftKey: boolean }): boolean =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
