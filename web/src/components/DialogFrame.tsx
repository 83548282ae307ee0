import { Button, CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmButton {
  label: string;
  /** The body's form to submit; without it, `onClick` runs. */
  form?: string;
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** Red, for deleting, reporting and blocking. */
  danger?: boolean;
}

interface DialogFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The footer's action, beside Cancel; no footer without one. */
  confirm?: ConfirmButton;
  size?: DialogRootProps['size'];
}

/** The frame the app's dialogs share: title, close button, body, and Cancel with the action; open while mounted. */
export function DialogFrame({ title, onClose, children, confirm, size = 'md' }: DialogFrameProps) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={size} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {confirm && (
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  type={confirm.form ? 'submit' : 'button'}
                  form={confirm.form}
                  onClick={confirm.onClick}
                  colorPalette={confirm.danger ? 'red' : 'brand'}
                  loading={confirm.loading}
                  disabled={confirm.disabled}
                >
                  {confirm.label}
                </Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
