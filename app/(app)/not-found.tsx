import { NotFoundContent } from "@/components/errors/not-found-content";
import { pageUser } from "@/server/auth/page-user";
import { programHomeUrl } from "@/server/program-home";
import { can } from "@/lib/domain/permissions";

// Back goes to /app-central, or to the wholesaler's home for underwriters (spec 1 §8).
export default async function NotFound() {
  const user = await pageUser();
  const backHref = user && can(user.role, "openUnderwriterScreens") ? programHomeUrl(user.programKey) : "/app-central";
  return <NotFoundContent backHref={backHref} />;
}
