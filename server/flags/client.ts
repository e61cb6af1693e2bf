import "server-only";
import { serverEnv, type ServerEnv } from "../env";
import path from "node:path";
import { init, type LDClient, type LDContext, type LDOptions } from "@launchdarkly/node-server-sdk";
import { FileDataSourceFactory } from "@launchdarkly/node-server-sdk/integrations";

const holder = globalThis as typeof globalThis & { __marketplaceFlags?: Promise<LDClient> };

/** The flag file used when no LaunchDarkly key is configured. */
export function flagFilePath(env: Pick<ServerEnv, "LAUNCHDARKLY_FLAG_FILE"> = serverEnv()): string {
  return path.resolve(/*turbopackIgnore: true*/ env.LAUNCHDARKLY_FLAG_FILE || "flags/flags.json");
}

/** A LaunchDarkly client: on-line with an SDK key, else from a flag file with no network at all. */
export async function openFlagClient(source: { sdkKey?: string; flagFile: string }): Promise<LDClient> {
  const common: LDOptions = { diagnosticOptOut: true };
  const options: LDOptions = source.sdkKey
    ? common
    : {
        ...common,
        sendEvents: false,
        // Not `offline: true`: offline mode ignores the file data source.
        updateProcessor: new FileDataSourceFactory({ paths: [source.flagFile], autoUpdate: false }).getFactory(),
      };
  const client = init(source.sdkKey || "offline-flag-file", options);
  await client.waitForInitialization({ timeout: 10 });
  return client;
}

const start = () => openFlagClient({ sdkKey: serverEnv().LAUNCHDARKLY_SDK_KEY, flagFile: flagFilePath() });

export function flagClient(): Promise<LDClient> {
  holder.__marketplaceFlags ??= start().catch((error) => {
    holder.__marketplaceFlags = undefined;
    throw error;
  });
  return holder.__marketplaceFlags;
}

export type { LDClient, LDContext };
