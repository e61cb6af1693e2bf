import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The browser's code and the shared rules never reach into the server: answers are typed by lib/schemas.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server", "@/server/*", "**/server/*"],
              message: "lib/ and components/ do not import server/: type answers with their schema in lib/schemas.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: ["**/.next/**", "node_modules/**", "server/generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
