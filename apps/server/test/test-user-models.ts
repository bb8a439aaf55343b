import { loadAiConfig } from "@pds/ai";
import { KeyBox } from "../src/modules/settings/key-box.ts";
import { UserModels } from "../src/modules/settings/user-models.ts";

/** Users' models for a hand-built Services: a fixed test secret, private model servers allowed. */
export const testUserModels = () =>
  new UserModels(new KeyBox("test-secret-test-secret-test-secret-0123456789"), loadAiConfig({}), true);
