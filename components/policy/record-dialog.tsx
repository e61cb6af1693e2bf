"use client";

import { useRef } from "react";
import { DocumentLinks } from "./document-links";
import { Timestamp } from "@/components/ui/timestamp";
import { NotesPanelLoader } from "@/components/notes/notes-panel-loader";
import type { LeaveGuard } from "@/components/notes/use-unsaved-note-guard";
import { useShell } from "@/components/shell/shell-context";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { useApplicationView } from "@/lib/api/application-view";
import { useRecordStatusHistory, type ApiCancellation, type ApiReinstatement } from "@/lib/api/policy-records";
import { canCancelCancellation, canSeeUecDueTo } from "@/lib/domain/cancellations";
import { formatWholeDollars } from "@/lib/domain/costs";
import { dollarsToCents, formatLapse } from "@/lib/domain/policy-servicing";
import { formatDay } from "@/lib/domain/dates";
import type { Role } from "@/lib/domain/roles";
import { statusLabel } from "@/lib/domain/statuses";
import { Button } from "@/components/ui/button";
import { can } from "@/lib/domain/permissions";
import { LabelledTerm } from "@/components/ui/labelled-term";

export type RecordDialogProps = {
  role: Role;
  onClose: () => void;
  /** Cancelling a cancellation (underwriters), offered when its rules allow it. */
  onCancelCancellation?: (
    record: ApiCancellation,
    application: { status: string; updatedDate: string; effectiveDate: string | null; expirationDate: string | null },
  ) => void;
} & ({ kind: "cancellation"; record: ApiCancellation } | { kind: "reinstatement"; record: ApiReinstatement });

/** One cancellation or reinstatement: its details, documents, notes and status history (spec 3 §3). */
export default function RecordDialog(props: RecordDialogProps) {
  const { kind, record, role, onClose, onCancelCancellation } = props;
  const history = useRecordStatusHistory(kind, record.id);
  const mayCancel = kind === "cancellation" && can(role, "cancelCancellation") && Boolean(onCancelCancellation);
  // The rule depends on the policy's status and latest cancellation, which the record does not carry.
  const application = useApplicationView(mayCancel ? record.appID : null);
  const app = mayCancel ? application.data : undefined;
  const offerCancel =
    kind === "cancellation" &&
    app !== undefined &&
    canCancelCancellation({ role, cancellationStatus: record.status, applicationStatus: app.status, isLatest: app.cancellationID === record.id });
  const noun = kind === "cancellation" ? "Cancellation" : "Reinstatement";
  const notesOn = Boolean(useShell()?.flags.marketplaceNotes);
  // Closing loses a note being written in the panel, so it asks 'Unsaved note' first, as leaving the page does.
  const notesGuard = useRef<LeaveGuard>(null);
  const leave = (then: () => void) => (notesGuard.current ? notesGuard.current(then) : then());

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : leave(onClose))}
      title={`${noun} of ${record.productLabel}`}
      description={`${record.insuredName}${record.policyNo ? ` · ${record.policyNo}` : ""}`}
      size={660}
      footer={
        <>
          {/* Destructive, so never the default: it only opens its confirmation. */}
          {offerCancel && app ? (
            <Button variant="secondary" onClick={() => leave(() => onCancelCancellation?.(props.record as ApiCancellation, app))}>
              Cancel Cancellation
            </Button>
          ) : null}
          <Button onClick={() => leave(onClose)}>Close</Button>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3">
        <LabelledTerm label="Status">
          <StatusBadge status={record.status} isWholesale={false} />
        </LabelledTerm>
        <LabelledTerm label="Requested by">
          {record.requestedByDisplayValue} · <Timestamp iso={record.requestedDate} />
        </LabelledTerm>
        <LabelledTerm label="Cancellation date">{formatDay(record.cancellationDate) || "—"}</LabelledTerm>
        {props.kind === "cancellation" ? (
          <LabelledTerm label="Return premium">
            {props.record.returnPremium == null ? "—" : formatWholeDollars(dollarsToCents(props.record.returnPremium))}
          </LabelledTerm>
        ) : (
          <LabelledTerm label="Lapse">{props.record.lapseDays == null ? "—" : formatLapse(props.record.lapseDays)}</LabelledTerm>
        )}
        {props.kind === "cancellation" && canSeeUecDueTo(role) ? <LabelledTerm label="Due to">{props.record.uecDueTo || "—"}</LabelledTerm> : null}
        {props.kind === "reinstatement" && props.record.reinstatedAt ? (
          <LabelledTerm label="Reinstated">
            <Timestamp iso={props.record.reinstatedAt} />
          </LabelledTerm>
        ) : null}
        <LabelledTerm label="Reason">{record.reason || "—"}</LabelledTerm>
      </dl>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Documents</h3>
      {record.documents.length ? (
        <DocumentLinks documents={record.documents} className="mt-1 list-disc pl-5" />
      ) : (
        <p className="mt-1 text-slate-600">No documents</p>
      )}

      <div className="mt-5">
        {notesOn ? (
          // The record's notes are its application's notes tied to it; the panel writes new ones tied to it too.
          <NotesPanelLoader
            ref={notesGuard}
            entityType="Application"
            entityID={record.appID}
            record={kind === "cancellation" ? { cancellationID: record.id } : { reinstatementID: record.id }}
            role={role}
          />
        ) : (
          <>
            <h3 className="text-sm font-semibold text-slate-900">Notes</h3>
            {record.notes.length ? (
              <ul className="mt-1 flex flex-col gap-2">
                {record.notes.map((note) => (
                  <li key={note.id} className="text-sm text-slate-800">
                    <span className="font-medium">{`${note.author.firstName} ${note.author.lastName}`.trim()}: </span>
                    {note.content ?? "Note has been removed."}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-600">No notes</p>
            )}
          </>
        )}
      </div>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Status history</h3>
      {history.isPending ? (
        <LoadingState label="Loading the status history…" />
      ) : !history.data ? (
        <ErrorState message="The status history could not be loaded." onRetry={() => void history.refetch()} />
      ) : (
        <ol aria-label={`Status history of the ${noun.toLowerCase()}`} className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-3">
              <span className="font-medium text-slate-900">{statusLabel(entry.status)}</span>
              <Timestamp iso={entry.createdDate} className="text-xs text-slate-500" />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
