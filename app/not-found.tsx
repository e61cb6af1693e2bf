import { NotFoundContent } from "@/components/errors/not-found-content";

export default function NotFound() {
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <NotFoundContent />
    </main>
  );
}
