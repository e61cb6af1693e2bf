# Build: the standalone output of next build, plus what the migrate command needs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/flags ./flags
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/server/db ./server/db
COPY --from=build /app/scripts/migrate.ts ./scripts/migrate.ts
# The app's HTTP server (client addresses from the socket, not from what a client claims) in place of Next's server.js.
COPY --from=build /app/scripts/serve.mjs ./scripts/serve.mjs
COPY --from=build /app/server/http/front-door.mjs ./server/http/front-door.mjs
# Its compression of pages and API answers (server/http/compress.mjs): the compression package and what it requires.
COPY --from=build /app/server/http/compress.mjs ./server/http/compress.mjs
COPY --from=build /app/node_modules/compression ./node_modules/compression
COPY --from=build /app/node_modules/bytes ./node_modules/bytes
COPY --from=build /app/node_modules/compressible ./node_modules/compressible
COPY --from=build /app/node_modules/mime-db ./node_modules/mime-db
COPY --from=build /app/node_modules/destroy ./node_modules/destroy
COPY --from=build /app/node_modules/on-headers ./node_modules/on-headers
COPY --from=build /app/node_modules/safe-buffer ./node_modules/safe-buffer
COPY --from=build /app/node_modules/vary ./node_modules/vary
COPY --from=build /app/node_modules/tsx ./node_modules/tsx
COPY --from=build /app/node_modules/esbuild ./node_modules/esbuild
COPY --from=build /app/node_modules/@esbuild ./node_modules/@esbuild
COPY --from=build /app/node_modules/get-tsconfig ./node_modules/get-tsconfig
COPY --from=build /app/node_modules/resolve-pkg-maps ./node_modules/resolve-pkg-maps
COPY --from=build /app/node_modules/pg ./node_modules/pg
EXPOSE 3000
CMD ["sh", "-c", "node node_modules/tsx/dist/cli.mjs scripts/migrate.ts && node scripts/serve.mjs"]
