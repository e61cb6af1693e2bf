import { apiPgliteDir, prepareTestDatabase } from "./test-database";

export default async function setup() {
  await prepareTestDatabase(apiPgliteDir);
}
