/**
 * The response headers every answer carries, and the Content-Security-Policy
 * of pages (with the nonce Next.js puts on its own scripts). Pure, so the
 * proxy, next.config and the tests read the same rules. Plain JavaScript
 * (typed by security-headers.d.mts), since next.config.mjs loads it with node alone.
 */
const noSniff = { key: "X-Content-Type-Options", value: "nosniff" };

/**
 * What the build's own files (/_next/static) carry: the rest below governs
 * documents only, and every script of a page would repeat its bytes.
 */
export const assetSecurityHeaders = [noSniff];

export const staticSecurityHeaders = [
  noSniff,
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=(), browsing-topics=()",
  },
];

export const HSTS = "max-age=31536000; includeSubDomains";

// Google Places (address autocomplete) only when a key is configured.
const PLACES_SOURCES = ["https://maps.googleapis.com", "https://maps.gstatic.com"];

/** @param {{ nonce: string; dev: boolean; places: boolean }} options */
export function contentSecurityPolicy(options) {
  const places = options.places ? PLACES_SOURCES : [];
  const directives = {
    "default-src": ["'self'"],
    // 'strict-dynamic': scripts our nonce'd scripts load (code-split chunks, Places) are trusted too; nothing inline is.
    "script-src": ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'", ...(options.dev ? ["'unsafe-eval'"] : [])],
    // Positioning libraries set style attributes; no script runs from a style.
    "style-src": ["'self'", "'unsafe-inline'", ...places],
    "img-src": ["'self'", "data:", "blob:", ...places],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...places, ...(options.dev ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
