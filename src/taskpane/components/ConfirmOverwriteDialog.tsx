import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

export interface ConfirmOverwriteDialogProps {
  /** The question to ask, e.g. "Sheet1!C2:F120 holds values. Replace them?"; undefined keeps the dialog closed. */
  readonly description: string | undefined;
  readonly onAnswer: (replace: boolean) => void;
}

/** Asks before a job writes over cells that hold something; closing it any other way than "Replace" keeps them. */
export function ConfirmOverwriteDialog({ description, onAnswer }: ConfirmOverwriteDialogProps) {
  return (
    <Dialog modalType="alert" open={description !== undefined} onOpenChange={(_, data) => data.open || onAnswer(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Replace these cells?</DialogTitle>
          <DialogContent>{description}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onAnswer(true)}>
              Replace
            </Button>
            <Button appearance="secondary" onClick={() => onAnswer(false)}>
              Keep them
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
