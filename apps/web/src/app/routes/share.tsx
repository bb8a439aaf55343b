import { useParams } from "react-router";
import { ShareViewer } from "../../features/viewer/index.ts";

/** `/s/:token`: a deck shared with an investor. Public: no session is needed or read. */
export function ShareRoute() {
  const { token = "" } = useParams();
  return <ShareViewer token={token} />;
}
