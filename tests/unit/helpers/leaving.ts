/** Whether closing the tab now would make the browser ask first (a form's typed data not sent). */
export function closingAsks(): boolean {
  const closing = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(closing);
  return closing.defaultPrevented;
}
