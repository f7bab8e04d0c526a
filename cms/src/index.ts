/** The bundled local content service (a Cloudflare Worker) over the seed in cms/seed/. */
import { seed } from "../seed";
import { createWorker } from "./worker";

export type { Env } from "./worker";

export default createWorker(seed);
