import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  type DialogModalType,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface PaneDialogProps {
  readonly open: boolean;
  /** Closing it any other way than by its own buttons (Escape, a click beside a modal one). */
  readonly onDismiss: () => void;
  /** `alert` for a question that must be answered by a button; a plain modal dialog otherwise. */
  readonly modalType?: DialogModalType;
  /** The dialog's accessible name where its title alone does not say enough. */
  readonly label?: string;
  readonly title: ReactNode;
  /** What the dialog says or shows. */
  readonly children: ReactNode;
  /** Its buttons. */
  readonly actions: ReactNode;
}

/** The pane's dialogs, one shape: a title, what it says, and its buttons. */
export function PaneDialog({ open, onDismiss, modalType, label, title, children, actions }: PaneDialogProps) {
  return (
    <Dialog modalType={modalType} open={open} onOpenChange={(_, data) => data.open || onDismiss()}>
      {/* Closing, it fades out empty: what it asked or showed is gone by then. */}
      <DialogSurface aria-label={label}>
        {open && (
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>{actions}</DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
