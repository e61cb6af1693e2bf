import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const serverRule = {
  group: ["@/server", "@/server/*", "**/server/*"],
  message: "lib/ and components/ do not import server/: type answers with their schema in lib/schemas.",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The browser's code and the shared rules never reach into the server: answers are typed by lib/schemas.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverRule] }] },
  },
  {
    // The pure rules are what schemas are built from, never the other way round.
    files: ["lib/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverRule,
            {
              group: ["@/lib/schemas", "@/lib/schemas/*", "**/schemas/*"],
              message: "lib/domain does not import lib/schemas: lib/schemas is built from lib/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server is what app/ calls; it never reaches back into pages or route handlers.
    files: ["server/**/*.{ts,mts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app", "@/app/*", "**/app/*"], message: "server/ does not import app/: what app/ and server/ share lives in server/ or lib/." },
          ],
        },
      ],
    },
  },
  {
    ignores: ["**/.next/**", "node_modules/**", "server/generated/**", "tests/client/generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
