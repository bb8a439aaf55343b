// Benchmarks import the web app's export code, whose slide components import the theme fonts' CSS for the
// browser. Node cannot load CSS, and the benchmarks draw nothing with it: each .css import is an empty module.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function load(url, context, next) {
        if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
        return next(url, context);
      }`,
    ),
  import.meta.url,
);
