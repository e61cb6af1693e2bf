"use client";

import Link from "next/link";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { apiFetch } from "@/lib/api/client";
import { signOut } from "@/lib/auth-client";
import type { Role } from "@/lib/domain/roles";

export interface UserMenuProps {
  fullName: string;
  email: string;
  role: Role;
}

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase() || "?";
}

const itemClass =
  "flex cursor-pointer items-center rounded-md px-3 py-2 text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

export function UserMenu({ fullName, email, role }: UserMenuProps) {
  return (
    <DropdownMenu
      trigger={
        <button
          type="button"
          className="inline-flex h-10 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        >
          <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white">
            {initials(fullName)}
          </span>
          <span className="max-w-48 truncate">{fullName}</span>
          <span className="sr-only">, user menu</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="h-4 w-4 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 6l4 4 4-4" />
          </svg>
        </button>
      }
    >
      {(Menu) => (
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 min-w-60 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg"
          >
            <Menu.Label className="px-3 pt-2 pb-1">
              <span className="block truncate font-semibold text-slate-900">{fullName}</span>
              <span className="block truncate text-slate-600">{email}</span>
            </Menu.Label>
            <Menu.Label className="px-3 pb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">{role}</Menu.Label>
            <Menu.Separator className="my-1 h-px bg-slate-200" />
            <Menu.Item asChild className={itemClass}>
              <Link href="/settings/integrations">Integrations</Link>
            </Menu.Item>
            <Menu.Separator className="my-1 h-px bg-slate-200" />
            <Menu.Item
              onSelect={() => {
                void signOut("/login");
              }}
              className={itemClass}
            >
              Sign out
            </Menu.Item>
            <Menu.Item
              onSelect={() => {
                // Whether or not the server answers, this browser signs out too.
                void apiFetch("/api/auth/sessions", { method: "DELETE" })
                  .catch(() => undefined)
                  .finally(() => signOut("/login"));
              }}
              className={itemClass}
            >
              End all sessions
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      )}
    </DropdownMenu>
  );
}
