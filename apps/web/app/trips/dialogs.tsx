import { useRef, type ReactNode, type RefObject } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from 'react-router';
import { cancelPath, tripPath } from './paths';

// The trip modals (section 2: change of plans, cancel confirmation) on Headless UI's Dialog: a
// modal with its title and description, focus kept inside, Escape and a click outside close it,
// and focus goes back to the control that opened it.

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The control focused on opening (default: the first). */
  initialFocus?: RefObject<HTMLElement | null>;
}

function Modal({ open, onClose, title, description, children, role = 'dialog', initialFocus }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} role={role} initialFocus={initialFocus} className="trip-dialog">
      <DialogBackdrop className="trip-dialog__backdrop" />
      <div className="trip-dialog__frame">
        <DialogPanel className="trip-dialog__panel">
          <DialogTitle className="trip-dialog__title">{title}</DialogTitle>
          <Description as="div" className="trip-dialog__text">
            {description}
          </Description>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * Change of plans (section 4): edit the trip or cancel it. Editing a booked trip happens on the
 * trip page for now; cancelling has its own page.
 */
export function ChangeOfPlansDialog({ pnr, open, onClose }: { pnr: string; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Change of plans?" description={<p>What would you like to do with booking {pnr}?</p>}>
      <div className="trip-dialog__actions">
        <Link className="button button--primary" to={tripPath(pnr)}>
          Edit trip
        </Link>
        <Link className="button button--ghost" to={cancelPath(pnr)}>
          Cancel trip
        </Link>
        <button type="button" className="button button--link" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

/** Section 4: the cancellation's confirm modal, Yes or No; No has the focus. */
export function ConfirmDialog({
  open,
  title,
  description,
  busy,
  error,
  onYes,
  onNo,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  busy: boolean;
  /** Why the last Yes failed, shown in the dialog. */
  error: ReactNode;
  onYes: () => void;
  onNo: () => void;
}) {
  const no = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={busy ? () => {} : onNo} title={title} description={description} role="alertdialog" initialFocus={no}>
      {error}
      <div className="trip-dialog__actions">
        <button type="button" className="button button--primary" onClick={onYes} disabled={busy}>
          {busy ? 'Cancelling…' : 'Yes'}
        </button>
        <button ref={no} type="button" className="button button--ghost" onClick={onNo} disabled={busy}>
          No
        </button>
      </div>
    </Modal>
  );
}
