"use client";

import Link from "next/link";
import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { Popover } from "@/components/ui/popover";
import { Tooltip } from "@/components/ui/tooltip";
import { statusLabel } from "@/lib/domain/statuses";
import { isCoverageArea, type NavDropdown, type NavItem, type NavLinkItem, type SubsectionState } from "@/lib/navigation";

/** Navigation widths and breakpoint (spec 1 §2, §9). */
export const NAV_WIDTH_EXPANDED = 265;
export const NAV_WIDTH_COLLAPSED = 88;
export const NAV_BREAKPOINT = 1025;

const NARROW_QUERY = `(max-width: ${NAV_BREAKPOINT - 0.02}px)`;

export interface NavSubsection {
  label: string;
  href: string;
  state: SubsectionState;
  /** Status name of the group behind the subsection, e.g. "InProgress". */
  status?: string;
}

/** A heading and its numbered subsections, such as an application's Coverages. */
export interface NavSection {
  heading: string;
  subsections: NavSubsection[];
}

export interface LeftNavProps {
  items: NavItem[];
  pathname: string;
  sections?: NavSection[] | null;
}

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;
const serverNarrow = () => false;

const iconPaths: Record<string, string> = {
  appCentral: "M4 5h16v4H4zM4 11h7v8H4zM13 11h7v8h-7z",
  documents: "M7 3h7l5 5v13H7zM14 3v5h5M9.5 13h7M9.5 17h7",
  submission: "M5 4h14v16H5zM8.5 8.5h7M8.5 12h7M8.5 15.5h4",
  endorsement: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4",
  policyHistory: "M12 7v5l3 2M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4 4v4h4",
  dashboard: "M4 20h16M7 16v-4M12 16V6M17 16v-7",
};
const fallbackIconPath = "M6 6h12v12H6z";

function navIcon(id: string): ReactNode {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[id] ?? fallbackIconPath} />
    </svg>
  );
}

function chevron(open: boolean): ReactNode {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`h-4 w-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

const newMarker = <span className="ml-auto rounded-full bg-brand-100 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-brand-800 uppercase">New</span>;

const rowBase = "flex min-h-10 w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium";
const rowEnabled = "text-slate-700 hover:bg-slate-100 hover:text-slate-900";
const rowActive = "bg-brand-50 text-brand-800";
const rowDisabled = "cursor-not-allowed text-slate-400";

function LinkRow({ item, collapsed }: { item: NavLinkItem; collapsed: boolean }) {
  const content = (
    <>
      {navIcon(item.id)}
      <span className={collapsed ? "sr-only" : "truncate"}>{item.label}</span>
    </>
  );
  const layout = collapsed ? "justify-center" : "";
  const row = item.disabled ? (
    <span aria-disabled="true" className={`${rowBase} ${rowDisabled} ${layout}`}>
      {content}
    </span>
  ) : (
    <Link href={item.href} aria-current={item.active ? "page" : undefined} className={`${rowBase} ${item.active ? rowActive : rowEnabled} ${layout}`}>
      {content}
    </Link>
  );
  return (
    <Tooltip content={item.label} side="right" enabled={collapsed}>
      {row}
    </Tooltip>
  );
}

function DropdownEntries({ group, id, hidden, indented }: { group: NavDropdown; id?: string; hidden?: boolean; indented: boolean }) {
  return (
    <ul id={id} hidden={hidden} className="mt-1 space-y-1">
      {group.items.map((entry) => (
        <li key={entry.id}>
          <Link
            href={entry.href}
            aria-current={entry.active ? "page" : undefined}
            className={`flex min-h-9 items-center gap-2 rounded-md py-1.5 pr-3 text-sm ${indented ? "pl-11" : "pl-3"} ${entry.active ? rowActive : rowEnabled}`}
          >
            <span className="truncate">{entry.label}</span>
            {newMarker}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DropdownGroup({ group, collapsed }: { group: NavDropdown; collapsed: boolean }) {
  // Opens by itself while one of its pages is shown, until the user toggles it.
  const [userOpen, setUserOpen] = useState<boolean | null>(null);
  const open = userOpen ?? Boolean(group.active);
  const listId = useId();

  if (collapsed) {
    return (
      <Popover
        side="right"
        align="start"
        label={group.label}
        className="w-60 p-2"
        trigger={
          <button type="button" className={`${rowBase} justify-center ${group.active ? rowActive : rowEnabled}`}>
            {navIcon(group.id)}
            <span className="sr-only">{group.label}</span>
          </button>
        }
      >
        <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</p>
        <DropdownEntries group={group} indented={false} />
      </Popover>
    );
  }

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setUserOpen(!open)}
        className={`${rowBase} ${group.active ? "text-brand-800" : rowEnabled}`}
      >
        {navIcon(group.id)}
        <span className="truncate">{group.label}</span>
        <span className="ml-auto">{chevron(open)}</span>
      </button>
      <DropdownEntries group={group} id={listId} hidden={!open} indented />
    </div>
  );
}

const numberClasses: Record<SubsectionState, string> = {
  active: "bg-brand-700 text-white ring-brand-700",
  inactive: "bg-white text-slate-700 ring-slate-400",
  disabled: "bg-slate-100 text-slate-400 ring-slate-200",
};

function SubsectionList({ heading, subsections, collapsed }: { heading: string; subsections: NavSubsection[]; collapsed: boolean }) {
  const headingId = useId();
  return (
    <div className="mt-4">
      <h2 id={headingId} className={collapsed ? "sr-only" : "px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"}>
        {heading}
      </h2>
      <ol aria-labelledby={headingId} className="space-y-1">
        {subsections.map((sub, index) => {
          const number = (
            <span
              aria-hidden="true"
              className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ring-1 ring-inset ${numberClasses[sub.state]}`}
            >
              {index + 1}
            </span>
          );
          const body = (
            <>
              {number}
              <span className={collapsed ? "sr-only" : "min-w-0 flex-1 truncate"}>{sub.label}</span>
              {sub.status && !collapsed ? <span className="shrink-0 text-xs font-normal text-slate-500">{statusLabel(sub.status)}</span> : null}
              {sub.status && collapsed ? <span className="sr-only">, {statusLabel(sub.status)}</span> : null}
            </>
          );
          const layout = collapsed ? "justify-center" : "";
          let row: ReactNode;
          if (sub.state === "disabled") {
            // Focusable so keyboard users can reach the tooltip explaining why it is unavailable.
            row = (
              <Tooltip content="Complete preceding sections" side="right">
                <span tabIndex={0} aria-disabled="true" className={`${rowBase} ${rowDisabled} ${layout}`}>
                  {body}
                </span>
              </Tooltip>
            );
          } else {
            const link = (
              <Link
                href={sub.href}
                aria-current={sub.state === "active" ? "step" : undefined}
                className={`${rowBase} ${sub.state === "active" ? rowActive : rowEnabled} ${layout}`}
              >
                {body}
              </Link>
            );
            row = (
              <Tooltip content={sub.label} side="right" enabled={collapsed}>
                {link}
              </Tooltip>
            );
          }
          return <li key={`${index}-${sub.href}`}>{row}</li>;
        })}
      </ol>
    </div>
  );
}

/** Splits the model at its dividers so each run of items is its own list. */
function groupsOf(items: NavItem[]): Exclude<NavItem, { kind: "divider" }>[][] {
  const groups: Exclude<NavItem, { kind: "divider" }>[][] = [[]];
  for (const item of items) {
    if (item.kind === "divider") groups.push([]);
    else groups[groups.length - 1].push(item);
  }
  return groups.filter((g) => g.length > 0);
}

interface CollapseOverride {
  collapsed: boolean;
  narrow: boolean;
  coverage: boolean;
}

export function LeftNav({ items, pathname, sections }: LeftNavProps) {
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, serverNarrow);
  const coverage = isCoverageArea(pathname);
  // A user's toggle holds until the viewport crosses the breakpoint or the page enters or leaves a coverage area.
  const [override, setOverride] = useState<CollapseOverride | null>(null);
  const automatic = narrow && !coverage;
  const collapsed = override && override.narrow === narrow && override.coverage === coverage ? override.collapsed : automatic;
  const navId = useId();

  const width = collapsed ? NAV_WIDTH_COLLAPSED : NAV_WIDTH_EXPANDED;

  return (
    <div
      data-collapsed={collapsed}
      style={{ width }}
      className="sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200"
    >
      <div className={`flex items-center gap-2 border-b border-slate-200 px-3 py-4 ${collapsed ? "flex-col" : "justify-between"}`}>
        <Link href="/external" aria-label="Coverage Marketplace home" className="flex min-w-0 items-center gap-2 rounded-md p-1 text-brand-700">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
            <rect width="32" height="32" rx="8" className="fill-brand-700" />
            <path d="M9 17.5l4.5 4.5L23 11" fill="none" stroke="white" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {collapsed ? null : <span className="truncate text-sm font-bold text-slate-900">Coverage Marketplace</span>}
        </Link>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-label={collapsed ? "Expand navigation" : "Collapse navigation"}
          onClick={() => setOverride({ collapsed: !collapsed, narrow, coverage })}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className={`h-4 w-4 transition-transform ${collapsed ? "rotate-180" : ""}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M10 4L6 8l4 4" />
          </svg>
        </button>
      </div>

      <nav id={navId} aria-label="Main" className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-3 py-4">
        {groupsOf(items).map((group, groupIndex) => (
          <div key={groupIndex}>
            {groupIndex > 0 ? <hr className="my-3 border-slate-200" /> : null}
            <ul className="space-y-1">
              {group.map((item) => (
                <li key={item.id}>
                  {item.kind === "link" ? <LinkRow item={item} collapsed={collapsed} /> : <DropdownGroup group={item} collapsed={collapsed} />}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {sections?.map((s) =>
          s.subsections.length > 0 ? <SubsectionList key={s.heading} heading={s.heading} subsections={s.subsections} collapsed={collapsed} /> : null,
        )}
      </nav>
    </div>
  );
}
