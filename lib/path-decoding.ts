/** Whether every percent-escape of a URL path decodes (as UTF-8); `/coverage/%E0%A4%A` does not. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
