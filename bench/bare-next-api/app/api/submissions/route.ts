import { found, submissions } from "../../../../bare-api";
import { answer } from "../../../answer";

export const GET = (req: Request) => answer(req, async (viewer) => found(await submissions(viewer), "Submissions"));
