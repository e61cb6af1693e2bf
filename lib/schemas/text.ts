// NUL, or half of a UTF-16 surrogate pair without its other half: PostgreSQL stores neither.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Where in a parsed JSON value (keys included) the first unstorable text is,
 * as a dotted path ("" for the value itself); null when there is none. Walks
 * without recursion, so deeply nested input cannot exhaust the stack.
 */
export function unstorableTextPath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (!isStorableText(current)) return path;
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
