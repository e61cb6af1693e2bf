import path from "node:path";
import { defineConfig } from "prisma/config";

// The schema engine cannot be downloaded here; generate, validate, format and
// db seed never run it, so any existing executable satisfies the CLI's check.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: {
    path: path.join("prisma", "migrations"),
    seed: "tsx prisma/seed.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://embedded/pglite",
  },
});
