import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Providers } from "@/app/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Coverage Marketplace", template: "%s | Coverage Marketplace" },
  description: "Coverage applications from submission to bound policy.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request, so each gets the nonce of its Content-Security-Policy (proxy.ts).
  await connection();
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
