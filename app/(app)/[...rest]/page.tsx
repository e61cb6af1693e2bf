import { notFound } from "next/navigation";

// Screens not built yet, and unknown paths, show the 404 page inside the shell.
export default function UnknownPage(): never {
  notFound();
}
