import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Description,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from '@headlessui/react';
import { Link, useNavigate } from 'react-router';
import type { Trip } from '@landline/shared/schemas';
import { dispatchDraft } from '../booking/use-draft';
import { editParts, editSearch, hasFlights, type EditPart } from './edit-trip';
import { cancelPath } from './paths';

// The trip modals (section 2: change of plans, edit trip, cancel confirmation) on Headless UI's Dialog: a
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

const PART_LABELS: Record<EditPart, string> = {
  round_trip: 'Round trip',
  departure: 'Departure',
  return: 'Return',
};

/**
 * Change of plans (section 4): edit the trip or cancel it. Editing asks which part (a round trip,
 * its departure or its return; a one-way trip goes straight on) and, for a trip with partner
 * flights, Flight + ground or Ground only; then the search opens pre-filled (decision 221).
 */
export function ChangeOfPlansDialog({ trip, open, onClose }: { trip: Trip; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const parts = editParts(trip);
  const [editing, setEditing] = useState(false);
  const [part, setPart] = useState<EditPart>(parts[0] ?? 'departure');
  const [tab, setTab] = useState(0);
  const flights = hasFlights(trip);
  const name = useId();
  const close = () => {
    setEditing(false);
    onClose();
  };
  const start = () => {
    const started = editSearch(trip, parts.includes(part) ? part : parts[0], flights && tab === 1);
    if (!started) return;
    dispatchDraft({ type: 'startEdit', ...started });
    navigate('/reservations/depart');
  };
  if (!editing) {
    return (
      <Modal open={open} onClose={close} title="Change of plans?" description={<p>What would you like to do with booking {trip.pnr}?</p>}>
        <div className="trip-dialog__actions">
          <button type="button" className="button button--primary" onClick={() => setEditing(true)} disabled={!parts.length}>
            Edit trip
          </button>
          <Link className="button button--ghost" to={cancelPath(trip.pnr)}>
            Cancel trip
          </Link>
          <button type="button" className="button button--link" onClick={close}>
            Close
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onClose={close}
      title="Edit trip"
      description={
        <p>
          Choose a new trip for booking {trip.pnr}. What you paid for the part you change pays for the new one: you pay any difference, and
          anything left comes back as a cancellation would.
        </p>
      }
    >
      {parts.length > 1 ? (
        <fieldset className="trip-dialog__parts">
          <legend>What would you like to change?</legend>
          {parts.map((p) => (
            <label key={p} className="trip-dialog__part">
              <input type="radio" name={name} value={p} checked={part === p} onChange={() => setPart(p)} /> {PART_LABELS[p]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {flights ? (
        <TabGroup selectedIndex={tab} onChange={setTab} className="trip-dialog__tabs">
          <TabList className="trip-dialog__tablist" aria-label="What to search">
            <Tab className="trip-dialog__tab">Flight + ground</Tab>
            <Tab className="trip-dialog__tab">Ground only</Tab>
          </TabList>
          <TabPanels>
            <TabPanel className="trip-dialog__tabpanel">Search new flights with the Landline connection, from the same airports.</TabPanel>
            <TabPanel className="trip-dialog__tabpanel">
              Search Landline rides only, between our stops; the partner flight of the part you change is given back.
            </TabPanel>
          </TabPanels>
        </TabGroup>
      ) : null}
      <div className="trip-dialog__actions">
        <button type="button" className="button button--primary" onClick={start}>
          Find a new trip
        </button>
        <button type="button" className="button button--link" onClick={close}>
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
